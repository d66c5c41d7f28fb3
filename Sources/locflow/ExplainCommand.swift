import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowCommandLine
import LocflowCore
import LocflowGlossary
import LocflowScenario

/// `locflow explain CODE`: what a code on the screen means (T10, D22, P-WIU-13, DOC A17, §4 …).
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Define a code the explorer shows: T-, P-, D-, U-, M-codes, sources, section signs, evidence tags, terms.",
        discussion: """
            The table is built from the spec and the reference (see docs/glossary.md); --list \
            prints every code, --list --format json every code with its text and source.

            Examples:
              locflow explain D22
              locflow explain T10 P-WIU-13
              locflow explain "DOC A17"
              locflow explain "Hidden truth"
              locflow explain --list --format json | jq '.[].code'
            """
    )

    @Argument(help: ArgumentHelp("The codes or terms to define.", valueName: "code"))
    var codes: [String] = []

    @Flag(help: "Print every code the table knows.")
    var list = false

    /// How `--list` prints.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "With --list: text (one code a line) or json (an array of {code, text, source}).")
    var format: Format = .text

    func validate() throws {
        if codes.isEmpty && !list { throw ValidationError("name a code (e.g. locflow explain D22), or --list") }
    }

    func run() throws {
        if list {
            let codes = Glossary.terms.map(\.code) + Glossary.codes
            switch format {
            case .text: Stdout.write(codes.joined(separator: "\n") + "\n")
            case .json: Stdout.write(Self.json(codes) + "\n")
            }
            return
        }
        var missing = false
        var printed = 0
        for code in codes {
            let entries = Glossary.lookupAll(code)
            guard !entries.isEmpty else {
                // Codes that start like it, else the closest one (a typo: D222 → D22).
                let hints = Glossary.suggestions(code).nonEmpty ?? Suggest.closest(to: code, among: Glossary.codes).map { [$0] } ?? []
                Stderr.write("locflow explain: no code \u{201C}\(code)\u{201D}" + (hints.isEmpty ? "; --list prints every code" : "; did you mean \(hints.joined(separator: ", "))?"))
                missing = true
                continue
            }
            for entry in entries {
                if printed > 0 { Stdout.write("\n") }
                Stdout.write("\(entry.code) — \(entry.text)\n(\(entry.source))\n")
                printed += 1
            }
        }
        if missing { throw ExitCode(2) }
    }

    private struct Row: Encodable {
        var code, text, source: String
    }

    /// Every code with its definition (the first, where a code has several) as a JSON array.
    static func json(_ codes: [String]) -> String {
        let rows = codes.compactMap { code in Glossary.lookupAll(code).first.map { Row(code: code, text: $0.text, source: $0.source) } }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(rows)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}

extension Array {
    /// Nil when empty.
    fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}
