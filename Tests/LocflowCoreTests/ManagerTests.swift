import LocflowCore
import Testing

@Suite("Managers and callbacks (T1–T3, D10, D17, D22)")
struct ManagerTests {
    @Test("T1: launch creates one manager whose delegate gets the current status")
    func creationCallbackAtLaunch() {
        let h = Harness()
        #expect(h.callbacks == [cb.notDetermined])
        #expect(h.sim.managers == [1])
        #expect(h.sim.lifecycle == .foreground)
    }

    @Test("T1: a new manager gets the callback even though nothing changed, and only it (D17)")
    func creationCallbackOnlyForNewManager() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .createManager)
        #expect(h.callbacks == [cb.whenInUse])
        #expect(h.last.callbacks.map(\.manager) == [2])
    }

    @Test("T1: the creation callback reflects the device: Location Services off reads denied")
    func creationCallbackWithServicesOff() {
        let h = Harness(device: DeviceConfig(locationServices: false))
        #expect(h.callbacks == [cb.denied])
    }

    @Test("T2: every live manager gets an authorization change, oldest first (D17)")
    func everyManagerIsTold() {
        var h = Harness()
        h.run(.createManager, .createManager, .requestWhenInUseAuthorization, .tap("Allow While Using App"))
        #expect(h.last.callbacks.map(\.manager) == [1, 2, 3])
        #expect(h.callbacks == [cb.whenInUse, cb.whenInUse, cb.whenInUse])
    }

    @Test("T3/D22: a change while the app runs in the background (in use, D15) is delivered at once")
    func backgroundDelivery() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .start(.standard), .background)
        h.run(.setApp(.never))
        #expect(h.callbacks == [cb.denied, cb.failed])
        // Denied, it is no longer in use: suspended from the end of that step (D22).
        #expect(h.sim.lifecycleReading == .suspended)
    }

    @Test("D10: iOS 14+ calls locationManagerDidChangeAuthorization(_:); before, the deprecated method")
    func callbackSignaturePerVersion() {
        let new = Harness(.iOS14).last.callbacks[0]
        let old = Harness(.iOS13_4).last.callbacks[0]
        #expect(new.signature(on: .iOS14).hasPrefix("locationManagerDidChangeAuthorization(_:)"))
        #expect(old.signature(on: .iOS13_4) == "locationManager(_:didChangeAuthorization: .notDetermined)")
    }

    @Test("D10 switched: the deprecated method is called as well on iOS 14+")
    func bothDelegateMethods() {
        let h = Harness(.iOS16, options: ModelOptions(alsoCallDeprecatedDelegate: true))
        #expect(h.last.callbacks.map(\.event) == [.didChangeAuthorization, .deprecatedDidChangeAuthorization])
        #expect(h.callbacks == [cb.notDetermined, cb.notDetermined])
    }

    @Test("D28: launch while running, foreground in the foreground, background twice: notes, no change")
    func lifecycleNoOps() {
        var h = Harness()
        h.run(.launch)
        #expect(h.callbacks.isEmpty && h.note.contains("already running"))
        h.run(.foreground)
        #expect(h.note.contains("already in the foreground"))
        h.run(.background, .background)
        #expect(h.note.contains("already in the background"))
        h.run(.terminate, .foreground)
        #expect(h.note.contains("not running"))
        #expect(h.sim.lifecycle == .terminated)
    }

    @Test("T41: launching again creates one new manager with the creation callback")
    func relaunch() {
        var h = Harness()
        h.run(.createManager, .terminate)
        #expect(h.sim.managers.isEmpty)
        h.run(.launch)
        #expect(h.sim.managers == [3])
        #expect(h.callbacks == [cb.notDetermined])
    }
}
