import LocflowCore
import LocflowDesigner
import LocflowScenario
import Testing

/// The designer's plain reading of a state comes from the observable-field registry's words, in
/// its order: permission, accuracy (only when allowed), the global switch (only when off).
@Suite struct PlainReadingTests {
    /// The snapshots of a scenario's steps.
    static func snapshots(_ steps: [String], ios: String) throws -> [Snapshot] {
        let text = "ios: \"\(ios)\"\nsteps:\n" + steps.map { "  - \($0)\n" }.joined()
        return Runner.run(try ScenarioParser.parse(text, file: "plain.yaml")).records.map(\.snapshot)
    }

    @Test func eachFieldsSentenceInTheRegistrysOrder() throws {
        let s = try Self.snapshots(
            ["requestWhenInUseAuthorization", "tap Allow Once", "settings precise off", "settings locationServices off",
             "settings locationServices on", "settings app always"], ios: "14")
        #expect(PlainWords.reads(s[0]) == ["Not asked yet: the app does not know the answer."])
        #expect(PlainWords.reads(s[2]) == ["Allowed this time only, while the app is in use.", "Exact location."])
        #expect(PlainWords.reads(s[3]) == ["Allowed this time only, while the app is in use.", "Approximate location only."])
        // With the switch off the app reads denied: no accuracy sentence, the switch's own.
        #expect(PlainWords.reads(s[4]) == ["Refused: the app may not use location.", "Location Services are off for the whole phone."])
        #expect(PlainWords.reads(s[6]) == ["Allowed always, also in the background.", "Approximate location only."])
        #expect(PlainWords.permission(s[6]) == "Allowed always, also in the background.")
    }
}
