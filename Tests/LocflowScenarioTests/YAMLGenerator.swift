import Foundation
import PropertyBased
import Testing

/// Random YAML documents in many styles, drawn from a list of numbers (so that shrinking the list
/// shrinks the document): block mappings and sequences (indented or not under their key, compact
/// `- key: v`), flow collections over one or several lines, every scalar style, comments, blank
/// lines, anchors and aliases, `!!str`, document markers and `%YAML`.
struct YAMLDocument: Sendable, CustomTestStringConvertible {
    var choices: [Int]

    static let generator = Gen.int(in: 0...9_999).array(of: 0...160).map { YAMLDocument(choices: $0) }

    var testDescription: String { "\n" + text }

    /// The document the choices spell.
    var text: String {
        var writer = Writer(choices: choices)
        return writer.document()
    }

    /// Words safe as plain scalars anywhere (block or flow), and texts that need quotes.
    static let plainWords = ["a", "launch", "tap Allow Once", "x:y", "http://a.b/c#d", "-1", "3.5", "null", "~", "true", "é", "日本語", "a'b", "a\"b", "wait 1s", "Allow While Using App"]
    static let anyTexts = plainWords + ["", " lead", "trail ", "# not a comment", "- dash", ": colon", "a: b", "[x]", "{y}", "tab\there", "back\\slash", "new\nline", "two\n\nbreaks", "'", "\"", "&a", "*b", "!t", "%p", "@x", "`q"]

    struct Writer {
        let choices: [Int]
        var index = 0
        var anchors = 0
        var out = ""

        init(choices: [Int]) { self.choices = choices }

        /// The next choice among `n` (0 once the list runs out, the simplest choice everywhere).
        mutating func pick(_ n: Int) -> Int {
            defer { index += 1 }
            return index < choices.count ? choices[index] % n : 0
        }

        mutating func document() -> String {
            switch pick(6) {
            case 1: out += "---\n"
            case 2: out += "%YAML 1.2\n---\n"
            case 3: out += "# a scenario\n\n"
            default: break
            }
            if pick(5) == 0 {
                out += "- "
                sequenceItems(column: 0, depth: 0, firstInline: true)
            } else {
                mapping(column: 0, depth: 0, firstInline: false)
            }
            if pick(6) == 0 { out += "...\n" }
            return out
        }

        mutating func spaces(_ n: Int) -> String { String(repeating: " ", count: n) }

        /// A comment, a blank line or nothing, between entries.
        mutating func filler(column: Int) {
            switch pick(8) {
            case 0: out += "\n"
            case 1: out += spaces(pick(3) == 0 ? 0 : column) + "# note\n"
            default: break
            }
        }

        /// Entries of a block mapping at `column`; the first key is already placed when `firstInline`.
        mutating func mapping(column: Int, depth: Int, firstInline: Bool) {
            let count = 1 + pick(4)
            for i in 0..<count {
                if i > 0 || !firstInline {
                    if i > 0 { filler(column: column) }
                    out += spaces(column)
                }
                out += key(i) + ":"
                value(column: column, depth: depth)
            }
        }

        mutating func key(_ i: Int) -> String {
            let name = "k\(i)"
            switch pick(6) {
            case 0: return "'\(name)'"
            case 1: return "\"\(name)\""
            case 2: return "&a\(newAnchor()) \(name)"
            default: return name
            }
        }

        mutating func newAnchor() -> Int {
            anchors += 1
            return anchors
        }

        /// A mapping value, after `key:`.
        mutating func value(column: Int, depth: Int) {
            let kind = depth > 3 ? pick(3) : pick(9)
            switch kind {
            case 0, 1, 2:
                out += " "
                inlineScalar(column: column)
                trailingComment()
                out += "\n"
            case 3:
                out += trailingCommentText() + "\n"
                let inner = column + 1 + pick(4)
                out += spaces(inner)
                mapping(column: inner, depth: depth + 1, firstInline: true)
            case 4:
                out += "\n"
                let inner = pick(2) == 0 ? column : column + 2
                out += spaces(inner) + "- "
                sequenceItems(column: inner, depth: depth + 1, firstInline: true)
            case 5:
                out += " "
                flow(depth: depth + 1, column: column, multiline: pick(3) == 0)
                out += "\n"
            case 6:
                out += " "
                blockScalar(column: column)
            case 7:
                out += trailingCommentText() + "\n"
            default:
                if anchors > 0 {
                    out += " *a\(1 + pick(anchors))\n"
                } else {
                    out += " &a\(newAnchor()) [x, y]\n"
                }
            }
        }

        /// Items of a block sequence at `column`; the first `- ` is already placed when `firstInline`.
        mutating func sequenceItems(column: Int, depth: Int, firstInline: Bool) {
            let count = 1 + pick(4)
            for i in 0..<count {
                if i > 0 {
                    filler(column: column)
                    out += spaces(column) + "-"
                    if pick(8) == 0 { out += "\n"; continue }
                    out += " "
                }
                switch depth > 3 ? 0 : pick(6) {
                case 1:
                    mapping(column: column + 2, depth: depth + 1, firstInline: true)
                case 2:
                    out += "- "
                    sequenceItems(column: column + 2, depth: depth + 1, firstInline: true)
                case 3:
                    flow(depth: depth + 1, column: column, multiline: false)
                    out += "\n"
                case 4:
                    blockScalar(column: column)
                default:
                    inlineScalar(column: column)
                    trailingComment()
                    out += "\n"
                }
            }
        }

        mutating func trailingCommentText() -> String { pick(4) == 0 ? "  # c" : "" }
        mutating func trailingComment() { out += trailingCommentText() }

        /// A scalar on the line: plain (maybe over lines), single- or double-quoted, tagged, anchored.
        mutating func inlineScalar(column: Int) {
            switch pick(8) {
            case 0:
                out += "'" + YAMLDocument.anyTexts[pick(YAMLDocument.anyTexts.count)].replacingOccurrences(of: "'", with: "''").replacingOccurrences(of: "\n", with: "\n\n") + "'"
            case 1:
                out += "\"" + escaped(YAMLDocument.anyTexts[pick(YAMLDocument.anyTexts.count)]) + "\""
            case 2:
                out += "!!str " + YAMLDocument.plainWords[pick(YAMLDocument.plainWords.count)]
            case 3:
                out += "&a\(newAnchor()) " + YAMLDocument.plainWords[pick(YAMLDocument.plainWords.count)]
            case 4:
                // A plain scalar continued on a more indented line, with an empty line between sometimes.
                out += "first words" + (pick(2) == 0 ? "\n\n" : "\n") + spaces(column + 2) + "more words"
            case 5:
                out += "'quoted\n" + spaces(column + 1) + " over lines'"
            default:
                out += YAMLDocument.plainWords[pick(YAMLDocument.plainWords.count)]
            }
        }

        mutating func escaped(_ text: String) -> String {
            var s = ""
            for c in text.unicodeScalars {
                switch c {
                case "\"": s += "\\\""
                case "\\": s += "\\\\"
                case "\n": s += pick(2) == 0 ? "\\n" : "\\x0a"
                case "\t": s += pick(2) == 0 ? "\\t" : "\\u0009"
                case "é": s += "\\u00e9"
                default: s.unicodeScalars.append(c)
                }
            }
            return s + (pick(6) == 0 ? "\\e\\0\\N\\_\\L\\P\\U0001F600\\/" : "")
        }

        /// `|` or `>` with a chomping indicator, sometimes an indentation indicator, over a few lines.
        mutating func blockScalar(column: Int) {
            let style = pick(2) == 0 ? "|" : ">"
            let chomp = ["", "-", "+"][pick(3)]
            let explicit = pick(4) == 0
            out += style + (explicit ? "2" : "") + chomp + (pick(4) == 0 ? " # c" : "") + "\n"
            let indent = explicit ? column + 2 : column + 1 + pick(3)
            let lines = 1 + pick(4)
            for _ in 0..<lines {
                switch pick(5) {
                case 0: out += "\n"
                case 1: out += spaces(indent + 2) + "indented more\n"
                default: out += spaces(indent) + "line of text\n"
                }
            }
            if pick(3) == 0 { out += "\n" }
        }

        /// A flow sequence or mapping, nested, on one line or several.
        mutating func flow(depth: Int, column: Int, multiline: Bool) {
            let map = pick(2) == 0
            out += map ? "{" : "["
            let count = pick(4)
            for i in 0..<count {
                if i > 0 { out += multiline ? ",\n" + spaces(column + 2) : (pick(2) == 0 ? ", " : ",") }
                if map {
                    out += ["a\(i)", "'q\(i)'", "\"d\(i)\""][pick(3)] + (pick(5) == 0 ? "" : ": ")
                    if out.hasSuffix(": ") { flowValue(depth: depth, column: column) }
                } else {
                    flowValue(depth: depth, column: column)
                }
            }
            if count > 0 && pick(5) == 0 { out += "," }
            out += map ? "}" : "]"
        }

        mutating func flowValue(depth: Int, column: Int) {
            switch depth > 4 ? 0 : pick(6) {
            case 1: flow(depth: depth + 1, column: column, multiline: false)
            case 2: out += "'s q'"
            case 3: out += "\"d\\tq\""
            case 4: out += "http://x.y/z"
            default: out += ["v", "1", "null", "two words", "é"][pick(5)]
            }
        }
    }
}
