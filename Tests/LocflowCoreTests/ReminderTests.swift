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

    @Test("D26: not for provisional Always, not without a background service")
    func conditions() {
        var provisional = Harness()
        provisional.run(.requestAlwaysAuthorization, .tap("Allow While Using App"), .start(.region), .wait(seconds: 4 * 86_400))
        #expect(provisional.prompt == nil)
        var noService = Harness()
        noService.run(.setApp(.always), .start(.heading), .wait(seconds: 4 * 86_400))
        #expect(noService.prompt == nil)
    }

    @Test("D26 (revised): iOS 10 and 12 have the reminder, with its own wording and Don't Allow / Continue, approximate",
          arguments: [RuleSet.iOS10, .iOS12])
    func legacyReminder(ruleSet: RuleSet) {
        var h = Harness(ruleSet)
        h.run(.setApp(.always), .start(.region), .wait(seconds: 3 * 86_400))
        #expect(h.prompt == .reminder && h.buttons == ["Don't Allow", "Continue"])
        #expect(h.sim.prompt?.title == "\u{201C}Demo\u{201D} has been using your location in the background. Do you want to continue allowing this?")
        #expect(h.sim.prompt?.messageKey == ruleSet.alwaysPromptKey.rawValue && h.sim.prompt?.approximate != nil)
        h.run(.tap("Continue"))
        #expect(h.status == .authorizedAlways && h.callbacks.isEmpty && h.note.contains("D26"))
        h.run(.wait(seconds: 3 * 86_400), .tap("Don't Allow"))
        #expect(h.status == .authorizedWhenInUse && h.callbacks == [cb.whenInUse])
    }

    @Test("D26: Don't Allow on the iOS 10 reminder sets Never when the app declares no When-In-Use key")
    func legacyReminderNever() {
        var h = Harness(.iOS10, app: app(.alwaysUsage))
        h.run(.setApp(.always), .start(.region), .showReminder, .tap("Don't Allow"))
        // The manager monitors only a region: its failure comes through monitoringDidFail (D53).
        #expect(h.status == .denied && h.callbacks == [cb.denied, "monitoringDidFail(regionMonitoringDenied)"])
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
