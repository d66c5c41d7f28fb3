import Foundation
import LocflowCore
import LocflowTesting
import Testing

/// `phone.play(file)`: the file's person steps are taken, its app calls must be the app's.
@Suite("LocflowTesting playback")
struct PlaybackTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let helper = repository.appendingPathComponent("Scenarios/seeds/blog-two-step-helper.yaml").path

    @Test("an app that makes the recorded calls plays the file through, expectations included")
    func follows() throws {
        var manager: SimulatedLocationManager?
        let phone = try SimulatedPhone(scenario: Self.helper) { manager = SimulatedLocationManager(phone: $0) }
        manager?.requestWhenInUseAuthorization()  // the app asks at once
        try phone.play(Self.helper) { action in
            if action == .requestAlwaysAuthorization { manager?.requestAlwaysAuthorization() }
        }
        #expect(phone.authorizationStatus == .authorizedAlways)
    }

    @Test("a call the app does not make fails naming the line")
    func missingCall() throws {
        var manager: SimulatedLocationManager?
        let phone = try SimulatedPhone(scenario: Self.helper) { manager = SimulatedLocationManager(phone: $0) }
        manager?.requestWhenInUseAuthorization()
        let error = #expect(throws: PhoneError.self) { try phone.play(Self.helper) }
        #expect(error?.message == "\(Self.helper):10: error: the app was expected to call requestAlwaysAuthorization; it did not")
    }

    @Test("a different call fails naming the line and the call made")
    func wrongCall() throws {
        var manager: SimulatedLocationManager?
        let phone = try SimulatedPhone(scenario: Self.helper) { manager = SimulatedLocationManager(phone: $0) }
        let error = #expect(throws: PhoneError.self) {
            try phone.play(Self.helper) { _ in manager?.startUpdatingLocation() }
        }
        #expect(error?.message == "\(Self.helper):7: error: the app was expected to call requestWhenInUseAuthorization; it called startUpdatingLocation")
    }

    @Test("an expectation that does not hold fails naming its line and the step it follows")
    func expectation() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("locflow-testing-expect-\(getpid()).yaml").path
        try "ios: \"18\"\nsteps:\n  - requestWhenInUseAuthorization\n  - tap Allow While Using App\n  - expect: { status: authorizedAlways }\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        var manager: SimulatedLocationManager?
        let phone = try SimulatedPhone(scenario: file) { manager = SimulatedLocationManager(phone: $0) }
        let error = #expect(throws: PhoneError.self) {
            try phone.play(file) { _ in manager?.requestWhenInUseAuthorization() }
        }
        #expect(error?.message.hasPrefix("\(file):5: error: after `tap Allow While Using App`: status") == true, "\(String(describing: error))")
    }
}
