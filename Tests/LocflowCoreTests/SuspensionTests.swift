import LocflowChecks
@testable import LocflowCore
import Testing

/// D22, D23, D36 (revised 2026-11-23): the suspended app runs no code; what it was not told, it
/// is told when it runs again.
@Suite("Suspension (D22, D23, D36)")
struct SuspensionTests {
    /// When-In-Use in the foreground, then backgrounded: suspended at the end of that step.
    func suspendedWhileUsing(_ ruleSet: RuleSet = .iOS18, options: ModelOptions = ModelOptions()) -> Harness {
        var h = Harness(ruleSet, options: options)
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .background)
        return h
    }

    @Test("D22/D36: an app in the background not in use is suspended from the end of the step that leaves it so")
    func suspendsAtEndOfStep() {
        var h = Harness()
        #expect(h.sim.lifecycleReading == .foreground)
        h.run(.background)
        #expect(h.sim.lifecycleReading == .suspended && h.sim.lifecycle == .background)
        #expect(h.note.contains("suspended") && h.note.contains("D22"))
        h.run(.foreground)
        #expect(h.sim.lifecycleReading == .foreground && h.callbacks.isEmpty)
        h.run(.terminate)
        #expect(h.sim.lifecycleReading == .terminated)
    }

    @Test("D22/D15: an app in use in the background runs (lifecycle background); without the mode it is suspended")
    func inUseRuns() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .start(.standard), .background)
        #expect(h.sim.lifecycleReading == .background)
        var plain = Harness(app: withoutLocationMode)
        plain.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .start(.standard), .background)
        #expect(plain.sim.lifecycleReading == .suspended)
    }

    @Test("D22: a Settings change is held for the suspended app and delivered on foreground, to every live manager")
    func heldThenDelivered() {
        var h = Harness()
        h.run(.createManager, .requestWhenInUseAuthorization, .tap("Allow While Using App"), .background, .setApp(.never))
        #expect(h.status == .denied && h.callbacks.isEmpty)
        #expect(h.note.contains("didChangeAuthorization(denied) held for the suspended app (D22)"))
        #expect(h.sim.hasHeldChange)
        h.run(.foreground)
        #expect(h.callbacks == [cb.denied, cb.denied] && h.last.callbacks.map(\.manager) == [1, 2])
        #expect(h.note.contains("delivered on resume"))
    }

    @Test("D22 resume rule (revised 2026-11-28): a change undone while suspended is still reported once per live manager on resume")
    func changeAndBack() {
        var h = suspendedWhileUsing()
        h.run(.setApp(.never), .setApp(.whileUsing))
        #expect(h.callbacks.isEmpty && h.sim.hasHeldChange)
        h.run(.foreground)
        #expect(h.callbacks == [cb.whenInUse])
        #expect(h.note.contains("changed back") && h.note.contains("D22 resume"))
        h.run(.background, .foreground)
        #expect(h.callbacks.isEmpty, "told once: the next resume with nothing changed is silent")
    }

    @Test("D22 resume rule: an accuracy change undone while suspended is reported to every live manager; no error")
    func accuracyChangeAndBack() {
        var h = Harness()
        h.run(.createManager, .requestWhenInUseAuthorization, .tap("Allow While Using App"), .start(.heading), .background)
        h.run(.setPrecise(false), .setPrecise(true))
        h.run(.foreground)
        #expect(h.callbacks == [cb.whenInUse, cb.whenInUse] && h.last.callbacks.map(\.manager) == [1, 2])
    }

    @Test("D22 resume rule: an event that wakes the app reports the undone change before the event")
    func undoneChangeOnEventWake() {
        var h = Harness(.iOS18)
        h.run(.setApp(.always), .start(.significantChange), .background, .setPrecise(false), .setPrecise(true))
        #expect(h.sim.hasHeldChange)
        h.run(.event(.significantChange))
        #expect(h.callbacks == [cb.always, "didUpdateLocations"])
    }

    @Test("D22: terminate drops an undone change too; the next resume after a launch is silent")
    func terminateDropsUndone() {
        var h = suspendedWhileUsing()
        h.run(.setApp(.never), .setApp(.whileUsing), .terminate)
        #expect(h.note.contains("dropped"))
        h.run(.launch, .background, .foreground)
        #expect(h.callbacks.isEmpty)
    }

    @Test("D22/D19: on wake, the callback first, then didFailWithError(denied) to managers with services")
    func errorOnWake() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .start(.heading), .background)
        h.run(.setLocationServices(false))
        #expect(h.callbacks.isEmpty)
        h.run(.foreground)
        #expect(h.callbacks == [cb.denied, cb.failed])
    }

    @Test("D22: suspension lasts until foreground even if D15's in-use condition holds again")
    func staysSuspended() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .start(.standard), .background)
        h.run(.setApp(.never))  // the app runs: told at once, then out of use
        #expect(h.callbacks == [cb.denied, cb.failed] && h.sim.lifecycleReading == .suspended)
        h.run(.setApp(.whileUsing))
        #expect(h.callbacks.isEmpty && h.sim.lifecycleReading == .suspended && !h.sim.isInUse)
        h.run(.foreground)
        #expect(h.callbacks == [cb.whenInUse])
    }

    @Test("D22/D16: an event delivered to a suspended Always app wakes it: what it missed, then the event; suspended again")
    func eventWakes() {
        var h = Harness(.iOS18)
        h.run(.setApp(.always), .start(.significantChange), .background, .setPrecise(false))
        #expect(h.callbacks.isEmpty && h.sim.hasHeldChange)
        h.run(.event(.significantChange))
        #expect(h.callbacks == [cb.always, "didUpdateLocations"])
        #expect(h.last.callbacks[0].accuracy == .reducedAccuracy)
        #expect(h.sim.lifecycleReading == .suspended && !h.sim.hasHeldChange)
    }

    @Test("D22: standard location does not wake a suspended app (approximate, from D16)")
    func standardDoesNotWake() {
        var h = Harness(app: withoutLocationMode)
        h.run(.setApp(.always), .start(.standard), .background, .event(.locationUpdate))
        #expect(h.callbacks.isEmpty && h.note.contains("suspended"))
    }

    @Test("D16/D22: an app relaunched for an event is suspended at the end of the step")
    func relaunchThenSuspended() {
        var h = Harness()
        h.run(.setApp(.always), .start(.region), .terminate, .event(.regionEntry))
        #expect(h.callbacks == [cb.always, "didEnterRegion"] && h.sim.lifecycleReading == .suspended)
    }

    @Test("D22: terminate drops what was held; the next launch's creation callback tells the new manager")
    func terminateDrops() {
        var h = suspendedWhileUsing()
        h.run(.setApp(.never), .terminate)
        #expect(h.callbacks.isEmpty && h.note.contains("dropped") && h.note.contains("D22"))
        h.run(.launch)
        #expect(h.callbacks == [cb.denied])
    }

    @Test("D22: the app's own actions while suspended are ignored with a note",
          arguments: [Action.createManager, .requestAlwaysAuthorization, .start(.region), .stop(.heading),
                      .requestTemporaryFullAccuracy(purposeKey: "Delivery")])
    func ownActionsIgnored(action: Action) {
        var h = Harness()
        h.run(.setApp(.always), .start(.heading), .setPrecise(false), .background)
        let before = h.sim
        h.run(action)
        #expect(h.callbacks.isEmpty && h.note.contains("suspended") && h.note.contains("D22"))
        #expect(h.sim.managers == before.managers && h.sim.running == before.running && h.sim.prompt == nil)
    }

    @Test("D22 switched: resumeReportsUnchanged calls back on a resume with nothing changed")
    func resumeReportsUnchanged() {
        var plain = suspendedWhileUsing()
        plain.run(.foreground)
        #expect(plain.callbacks.isEmpty)
        var switched = suspendedWhileUsing(options: ModelOptions(resumeReportsUnchanged: true))
        switched.run(.foreground)
        #expect(switched.callbacks == [cb.whenInUse] && switched.note.contains("resumeReportsUnchanged"))
    }

    @Test("D23/D22: reset while suspended is held, then delivered on foreground", arguments: [RuleSet.iOS10, .iOS14, .iOS18])
    func resetHeld(ruleSet: RuleSet) {
        var h = suspendedWhileUsing(ruleSet)
        if ruleSet <= .iOS12 { h = Harness(ruleSet); h.run(.requestWhenInUseAuthorization, .tap("Allow"), .background) }
        h.run(.resetLocationAndPrivacy)
        #expect(h.status == .notDetermined && h.callbacks.isEmpty)
        h.run(.foreground)
        #expect(h.callbacks == [cb.notDetermined])
    }

    @Test("D22: the step invariants hold across suspension and wake")
    func invariants() {
        var h = Harness()
        let actions: [Action] = [.requestWhenInUseAuthorization, .tap("Allow Once"), .start(.region), .background,
                                 .setApp(.never), .wait(seconds: 600), .setApp(.always), .event(.regionEntry),
                                 .setLocationServices(false), .foreground, .background, .terminate, .launch]
        for action in actions {
            let before = h.sim
            let outcome = h.sim.apply(action)
            #expect(h.sim.brokenInvariants(after: before, outcome: outcome).isEmpty, "\(action.text)")
        }
    }
}
