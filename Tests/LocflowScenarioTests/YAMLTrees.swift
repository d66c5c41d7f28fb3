import Foundation
import LocflowFormats
import LocflowScenario
import Yams

/// Both YAML readers' results in one comparable text: a line per node with its kind, line:column,
/// plain flag and text, or `error` for a refused document. Yams (the reference) is a test-only
/// dependency; locflow's own reader is `DocumentLoader`'s.
enum YAMLTrees {
    /// What Yams' composer makes of `text`, in locflow's terms: a scalar is plain when its style is
    /// plain and it carries no explicit `!!str` (locflow's one deliberate difference: `!!str null`
    /// is a string, as quoted text is).
    static func yams(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        do {
            guard let node = try Yams.compose(yaml: text) else { return "empty\n" }
            var out = ""
            yams(node, lines: lines, indent: "", into: &out)
            return out
        } catch {
            return "error\n"
        }
    }

    private static func yams(_ node: Node, lines: [String], indent: String, into out: inout String) {
        let mark = node.mark.map { "\($0.line):\($0.column)" } ?? "?"
        switch node {
        case .scalar(let scalar):
            let plain = (scalar.style == .plain || scalar.style == .any) && !explicitString(lines, node.mark)
            out += "\(indent)scalar \(mark) \(plain ? "plain" : "quoted") \(scalar.string.debugDescription)\n"
        case .sequence(let sequence):
            out += "\(indent)list \(mark)\n"
            for item in sequence { yams(item, lines: lines, indent: indent + "  ", into: &out) }
        case .mapping(let mapping):
            out += "\(indent)map \(mark)\n"
            for (key, value) in mapping {
                yams(key, lines: lines, indent: indent + "  ", into: &out)
                yams(value, lines: lines, indent: indent + "  ", into: &out)
            }
        case .alias(let alias):
            out += "\(indent)alias \(mark) \(alias.anchor.rawValue)\n"
        }
    }

    /// True when the node at `mark` is written `!!str …` (after an anchor, if any). Yams keeps no
    /// trace of an explicit tag once keys are compared, so the text is read at the node's place.
    private static func explicitString(_ lines: [String], _ mark: Mark?) -> Bool {
        guard let mark, mark.line - 1 < lines.count else { return false }
        var rest = Substring(String(String.UnicodeScalarView(lines[mark.line - 1].unicodeScalars.dropFirst(mark.column - 1))))
        if rest.hasPrefix("&") { rest = rest.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" } }
        return rest.hasPrefix("!!str") || rest.hasPrefix("!<tag:yaml.org,2002:str>")
    }

    /// What locflow's reader makes of `text`, in the same form.
    static func ours(_ text: String) -> String {
        do {
            var out = ""
            ours(try DocumentLoader.load(text, file: "t.yaml"), indent: "", into: &out)
            return out
        } catch {
            return error.message.hasPrefix("the file is empty") ? "empty\n" : "error\n"
        }
    }

    private static func ours(_ node: Located, indent: String, into out: inout String) {
        let mark = "\(node.line ?? 0):\(node.column ?? 0)"
        switch node.value {
        case .scalar(let text, let plain):
            out += "\(indent)scalar \(mark) \(plain ? "plain" : "quoted") \(text.debugDescription)\n"
        case .list(let items):
            out += "\(indent)list \(mark)\n"
            for item in items { ours(item, indent: indent + "  ", into: &out) }
        case .map(let entries):
            out += "\(indent)map \(mark)\n"
            for (key, value) in entries {
                ours(key, indent: indent + "  ", into: &out)
                ours(value, indent: indent + "  ", into: &out)
            }
        }
    }

    /// The first line where two dumps differ, with both lines, for a readable failure.
    static func firstDifference(_ a: String, _ b: String) -> String? {
        guard a != b else { return nil }
        let x = a.split(separator: "\n", omittingEmptySubsequences: false), y = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(x.count, y.count) {
            let l = i < x.count ? String(x[i]) : "(none)", r = i < y.count ? String(y[i]) : "(none)"
            if l != r { return "node \(i + 1): Yams \(l) | locflow \(r)" }
        }
        return "differ"
    }
}
