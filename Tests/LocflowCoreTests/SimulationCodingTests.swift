import Foundation
@testable import LocflowCore
import Testing

/// The simulation holds its setup by reference (`Shared<Setup>`); it still codes as before, with
/// the setup itself under the key `setup`, and equality still compares the setups' contents.
@Suite("Simulation coding with the setup held by reference")
struct SimulationCodingTests {
    @Test("a simulation round-trips through JSON, its setup under the key setup")
    func roundTrip() throws {
        var sim = Simulation.play(Setup(ruleSet: .iOS14, app: AppConfig(name: "Bare", infoPlist: InfoPlist(whenInUseUsage: "x")))).0
        _ = sim.apply(.setLocationServices(false))
        let data = try JSONEncoder().encode(sim)
        #expect(try JSONDecoder().decode(Simulation.self, from: data) == sim)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let setup = try JSONSerialization.data(withJSONObject: try #require(object["setup"]))
        #expect(try JSONDecoder().decode(Setup.self, from: setup) == sim.setup)
        #expect(sim.setup.device.locationServices == false)
    }

    @Test("simulations with equal setups in different boxes are equal; a device switch tells them apart")
    func equality() {
        let a = Simulation.play(Setup(ruleSet: .iOS18)).0
        var b = Simulation.play(Setup(ruleSet: .iOS18)).0
        #expect(a == b)
        _ = b.apply(.setRestricted(true))
        #expect(a != b)
        _ = b.apply(.setRestricted(false))
        #expect(a == b)
    }
}
