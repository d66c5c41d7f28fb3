import LocflowFormats
import LocflowScenario
import Testing

/// Documents built to hurt the parser (found by `locflow-stress fuzz`): each is a clean
/// `ScenarioError`, quickly, never a hang or a crash.
@Suite("Hostile documents are rejected, not expanded")
struct HostileDocumentTests {
    @Test("a YAML alias bomb (billion laughs) is stopped at the value limit")
    func aliasBomb() {
        var text = "a0: &a0 [lol]\n"
        for level in 1...9 { text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ",") + "]\n" }
        text += "steps: *a9\n"
        #expect {
            _ = try ScenarioParser.parse(text, file: "bomb.yaml")
        } throws: { error in
            (error as? ScenarioError)?.message.contains("aliases are expanded") == true
        }
    }

    @Test("deep nesting is an error with a position", arguments: ["bomb.yaml", "bomb.json"])
    func deepNesting(file: String) {
        let depth = 5_000
        let text = (file.hasSuffix(".json") ? "{\"steps\": " : "steps: ") + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + (file.hasSuffix(".json") ? "}" : "")
        #expect {
            _ = try ScenarioParser.parse(text, file: file)
        } throws: { error in
            guard let error = error as? ScenarioError else { return false }
            return !error.message.isEmpty && error.description.hasPrefix(file)
        }
    }
}
