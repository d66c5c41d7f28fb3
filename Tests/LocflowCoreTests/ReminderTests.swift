import LocflowCore
import Testing

@Suite("The background-use reminder (D5, D26, T49, T50)")
struct ReminderTests {
    func alwaysWithRegion(_ ruleSet: RuleSet = .iOS14) -> Harness {
        var h = Harness(ruleSet)
        h.run(.requestWhenInUseAuthorization, .tap("Allow While Using App"), .requestAlwaysAuthorization, .tap("Change to Always Allow"), .start(.region))
        return h
    }

    @Test("D26: shown at the end of a wait once 3 days of permanent Always with a background service have passed")
    func threeDays() {
        var h = alwaysWithRegion()
        h.run(.wait(seconds: 3 * 86_400 - 1))
        #expect(h.prompt == nil)
        h.run(.wait(seconds: 1))
        #expect(h.prompt == .reminder && h.buttons == ["Change to Only While Using", "Always Allow"])
    }

    @Test("D26: the wording counts background deliveries since the last reminder")
    func wording() {
        var h = alwaysWithRegion()
        h.run(.background, .event(.regionEntry), .event(.regionEntry), .wait(seconds: 3 * 86_400))
        #expect(h.sim.prompt?.title.contains("has used your location 2 times in the background over the past 3 days") == true)
    }

    @Test("T49: Change to Only While Using → When-In-Use with a callback")
    func downgrade() {
        var h = alwaysWithRegion()
        h.run(.wait(seconds: 3 * 86_400), .tap("Change to Only While Using"))
        #expect(h.status == .authorizedWhenInUse && h.callbacks == [cb.whenInUse])
    }

    @Test("T50: Always Allow → no change and no callback; the clock restarts")
    func keep() {
        var h = alwaysWithRegion()
        h.run(.wait(seconds: 3 * 86_400), .tap("Always Allow"))
        #expect(h.callbacks.isEmpty && h.status == .authorizedAlways)
        h.run(.wait(seconds: 86_400))
        #expect(h.prompt == nil)
        h.run(.wait(seconds: 2 * 86_400))
        #expect(h.prompt == .reminder)
    }

    @Test("D26: not for provisional Always, not without a background service, not before iOS 13")
    func conditions() {
        var provisional = Harness()
        provisional.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .wait(seconds: 4 * 86_400))
        #expect(provisional.prompt == nil)
        var noService = Harness()
        noService.run(.setApp(.always), .start(.heading), .wait(seconds: 4 * 86_400))
        #expect(noService.prompt == nil)
        var old = Harness(.iOS12)
        old.run(.setApp(.always), .start(.region), .wait(seconds: 4 * 86_400))
        #expect(old.prompt == nil)
    }

    @Test("D5: on demand only for permanent Always")
    func onDemand() {
        var h = Harness()
        h.run(.showReminder)
        #expect(h.prompt == nil && h.note.contains("D5"))
        h.run(.setApp(.always), .showReminder)
        #expect(h.prompt == .reminder)
    }
}
