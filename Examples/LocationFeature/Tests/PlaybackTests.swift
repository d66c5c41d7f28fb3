import Foundation
import LocationFeatureExample
import LocflowCore
import LocflowTesting
import Testing

/// A session a QA tester recorded, played against the app's own code.
@Suite("Worked example: a recorded session drives the feature")
struct PlaybackTests {
    static let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions/upgrade-flow.yaml").path

    /// The person's taps come from the file; the app's buttons are pressed when the file says
    /// the app asked (the test's stand-in for the screen).
    @Test("the fixed feature makes exactly the recorded calls")
    func fixedFollowsTheRecording() throws {
        var feature: NearbyOffers?
        let phone = try SimulatedPhone(scenario: Self.session) { phone in
            feature = NearbyOffers(manager: SimulatedLocationManager(phone: phone))
        }
        try phone.play(Self.session) { action in
            if action == .requestWhenInUseAuthorization { feature?.enable() }
            if action == .requestAlwaysAuthorization { feature?.enableBackground() }
        }
        #expect(feature?.state == .tracking(background: false))
    }

    @Test("the seed-style feature fails naming the line: it started updates before the answer")
    func seedStyleFailsNamingTheLine() throws {
        var feature: SeedStyleNearbyOffers?
        let phone = try SimulatedPhone(scenario: Self.session) { phone in
            feature = SeedStyleNearbyOffers(manager: SimulatedLocationManager(phone: phone))
        }
        let error = #expect(throws: PhoneError.self) {
            try phone.play(Self.session) { action in
                if action == .requestWhenInUseAuthorization { feature?.enable() }
                if action == .requestAlwaysAuthorization { feature?.enableBackground() }
            }
        }
        #expect(error?.message == "\(Self.session):8: error: the app called startUpdatingLocation before `tap Allow While Using App`, which the file does not have there")
    }
}
