import LocationFeatureExample
import LocflowTesting
import XCTest

/// The same stand-in from XCTest: nothing in LocflowTesting needs Swift Testing.
final class XCTestStyleTests: XCTestCase {
    func testDontAllowSendsDeniedAndTheScreenExplains() {
        let phone = SimulatedPhone(ios: "15")
        let feature = NearbyOffers(manager: SimulatedLocationManager(phone: phone))
        feature.enable()
        XCTAssertNil(phone.promptDiff(.whenInUse, buttons: ["Allow Once", "Allow While Using App", "Don’t Allow"]), phone.transcript)
        let mark = phone.mark()
        phone.tap("Don't Allow")
        XCTAssertNil(phone.callbackDiff(["didChangeAuthorization(denied)"], since: mark), phone.transcript)
        XCTAssertEqual(feature.state, .denied)
    }
}
