import LocflowFormats
import LocflowScenario
import Testing

/// Malformed YAML: refused by Yams and by locflow's reader, ours at a sensible `line:col` with a
/// clear message (libyaml's words, which Yams gave, where libyaml has them).
@Suite("Malformed YAML is refused with line:col")
struct YAMLErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var message: String
        /// False for locflow's own limits (Yams composes those documents; the limits are locflow's).
        var yamsRefuses = true
        var testDescription: String { text.debugDescription }
    }

    static let aliasBomb: String = {
        var text = "a0: &a0 [lol]\n"
        for level in 1...9 { text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ",") + "]\n" }
        return text + "steps: *a9\n"
    }()

    static let cases: [Case] = [
        Case(text: "a:\n  b: 1\n c: 2", line: 3, column: 2, message: "not valid YAML: did not find expected key (while parsing a block mapping at line 1)"),
        Case(text: "a: 1\n b: 2", line: 2, column: 3, message: "not valid YAML: mapping values are not allowed in this context"),
        Case(text: "a:\n  - b\n - c", line: 3, column: 2, message: "not valid YAML: did not find expected key (while parsing a block mapping at line 1)"),
        Case(text: "- a\nb: c", line: 2, column: 1, message: "not valid YAML: did not find expected '-' indicator (while parsing a block collection at line 1)"),
        Case(text: "a: 'x\nb: c\n", line: 3, column: 1, message: "not valid YAML: found unexpected end of stream (while scanning a quoted scalar at line 1)"),
        Case(text: "a: \"x", line: 1, column: 6, message: "not valid YAML: found unexpected end of stream (while scanning a quoted scalar at line 1)"),
        Case(text: "steps:\n  - [launch\n", line: 3, column: 1, message: "not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 2)"),
        Case(text: "a: {b: 1", line: 2, column: 1, message: "not valid YAML: did not find expected ',' or '}' (while parsing a flow mapping at line 1)"),
        Case(text: "a: {b: [1, 2}", line: 1, column: 13, message: "not valid YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 1)"),
        Case(text: "name: a\nname: b\n", line: 1, column: 1, message: "duplicate key name in one mapping"),
        Case(text: "b: 1\na: 1\nb: 2\na: 2\n", line: 2, column: 1, message: "duplicate keys a, b in one mapping"),
        Case(text: "steps:\n  - {wait: 1, wait: 2}\n", line: 2, column: 6, message: "duplicate key wait in one mapping"),
        Case(text: "a:\n\tb: 1", line: 2, column: 1, message: "not valid YAML: found character that cannot start any token (while scanning for the next token at line 2)"),
        Case(text: "a: 1\n\tb: 2", line: 2, column: 1, message: "not valid YAML: found a tab character that violates indentation (while scanning a plain scalar at line 1)"),
        Case(text: "a: *nope", line: 1, column: 4, message: "not valid YAML: found undefined alias"),
        Case(text: "a: &x [*x]", line: 1, column: 8, message: "not valid YAML: found undefined alias"),
        Case(text: "a: 1\n---\nb: 2", line: 2, column: 1, message: "not valid YAML: but found another document (expected a single document in the stream at line 1)"),
        Case(text: "key: - a", line: 1, column: 6, message: "not valid YAML: block sequence entries are not allowed in this context"),
        Case(text: "a: b: c", line: 1, column: 5, message: "not valid YAML: mapping values are not allowed in this context"),
        Case(text: "a: |0\n x", line: 1, column: 5, message: "not valid YAML: found an indentation indicator equal to 0 (while scanning a block scalar at line 1)"),
        Case(text: "a: \"\\q\"", line: 1, column: 5, message: "not valid YAML: found unknown escape character (while parsing a quoted scalar at line 1)"),
        Case(text: "a: @x", line: 1, column: 4, message: "not valid YAML: found character that cannot start any token (while scanning for the next token at line 1)"),
        Case(text: "a: \u{7}", line: 1, column: 4, message: "not valid YAML: control characters are not allowed"),
        Case(text: aliasBomb, line: 7, column: 42, message: "the document holds more than 2000000 values once its YAML aliases are expanded", yamsRefuses: false),
        Case(text: "a: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300), line: 1, column: 260,
             message: "values nest deeper than 256 levels", yamsRefuses: false),
    ]

    @Test("refused by both, ours at line:col with a clear message", arguments: cases)
    func refused(example: Case) {
        if example.yamsRefuses { #expect(YAMLTrees.yams(example.text) == "error\n") }
        do {
            _ = try DocumentLoader.load(example.text, file: "bad.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "bad.yaml:\(example.line):\(example.column): error: \(example.message)")
        }
    }

    /// What Yams reads but locflow refuses by name rather than read differently.
    @Test("features locflow does not read are named, with line:col", arguments: [
        ("? a\n: b", "bad.yaml:1:1: error: not valid YAML: an explicit key (`? `) is not supported by locflow's YAML reader"),
        ("[a]: b", "bad.yaml:1:4: error: not valid YAML: a list or mapping as a mapping key is not supported by locflow's YAML reader"),
        ("{[a]: b}", "bad.yaml:1:2: error: not valid YAML: a list or mapping as a mapping key is not supported by locflow's YAML reader"),
        ("[a: b]", "bad.yaml:1:3: error: not valid YAML: a `key: value` pair directly inside `[ ]` (write `{key: value}`) is not supported by locflow's YAML reader"),
        ("a: \u{85}", "bad.yaml:1:4: error: not valid YAML: a NEL, LS or PS line separator (U+0085, U+2028, U+2029) outside escapes is not supported by locflow's YAML reader"),
    ])
    func unsupported(text: String, expected: String) {
        #expect(YAMLTrees.yams(text) != "error\n")
        do {
            _ = try DocumentLoader.load(text, file: "bad.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.description == expected)
        }
    }
}
