import LocflowCore
import Testing

@Suite("Prompts per iOS version (§4, D9, D11, D12, D30)")
struct PromptCatalogTests {
    @Test("D9: first-prompt button order per version", arguments: [
        (RuleSet.iOS10, ["Don't Allow", "Allow"]), (.iOS12, ["Don't Allow", "Allow"]),
        (.iOS13_0, ["Allow While Using App", "Allow Once", "Don't Allow"]),
        (.iOS13_4, ["Allow While Using App", "Allow Once", "Don't Allow"]),
        (.iOS14, ["Allow Once", "Allow While Using App", "Don't Allow"]),
        (.iOS16, ["Allow Once", "Allow While Using App", "Don't Allow"]),
        (.iOS18, ["Allow Once", "Allow While Using App", "Don't Allow"]),
    ])
    func firstPromptButtons(ruleSet: RuleSet, buttons: [String]) {
        var h = Harness(ruleSet)
        h.run(.requestWhenInUseAuthorization)
        #expect(h.buttons == buttons)
        #expect((h.sim.prompt?.precise != nil) == ruleSet.hasAccuracy)
    }

    @Test("P-WIU-8/D30: iOS 10 and 12 When-In-Use title; iOS 12's is marked approximate")
    func legacyTitle() {
        for ruleSet in [RuleSet.iOS10, .iOS12] {
            var h = Harness(ruleSet, app: AppConfig(name: "Tracker"))
            h.run(.requestWhenInUseAuthorization)
            #expect(h.sim.prompt?.title == "Allow \u{201C}Tracker\u{201D} to access your location while you use the app?")
            #expect((h.sim.prompt?.approximate != nil) == (ruleSet == .iOS12))
        }
    }

    @Test("a tap on a label the prompt does not have changes nothing and says which buttons exist")
    func wrongLabel() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .tap("Allow"))
        #expect(h.prompt == .whenInUse && h.note.contains("Allow While Using App"))
    }

    @Test("D20: a tap with no prompt on screen does nothing")
    func tapWithoutPrompt() {
        var h = Harness()
        h.run(.tap("Allow Once"))
        #expect(h.callbacks.isEmpty && h.note.contains("no prompt"))
    }

    @Test("D20: settings changes leave a prompt in place; the tap applies to the state at that moment")
    func promptSurvivesSettings() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization, .setLocationServices(false))
        #expect(h.prompt == .whenInUse && h.callbacks == [cb.denied])
        h.run(.tap("Allow While Using App"))
        #expect(h.callbacks.isEmpty && h.sim.grant == .whenInUse)  // still reads denied
    }

    @Test("every prompt's source names its rule")
    func sources() {
        var h = Harness()
        h.run(.requestWhenInUseAuthorization)
        #expect(h.sim.prompt?.source.contains("T10") == true)
    }
}
