import LocationFeatureExample
import LocflowTesting
import Testing

// The ten-line first test of docs/testing-your-app.md, verbatim: keep them the same.
@Test func keepOnlyWhileUsingSendsNothing() {
    let phone = SimulatedPhone(ios: "18")
    let feature = NearbyOffers(manager: SimulatedLocationManager(phone: phone))
    feature.enable()
    phone.tap("Allow While Using App")
    feature.enableBackground()
    phone.tap("Keep Only While Using")  // iOS sends no callback (T28)
    feature.enableBackground()  // and shows nothing the second time (T31)
    #expect(feature.offersSettingsForAlways)
}
