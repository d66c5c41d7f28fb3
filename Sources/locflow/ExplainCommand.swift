import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LocflowGlossary
import LocflowScenario

/// `locflow explain CODE`: what a code on the screen means (T10, D22, P-WIU-13, DOC A17, §4 …).
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Define a code the explorer shows: T-, P-, D-, U-, M-codes, sources, section signs, evidence tags, terms.",
        discussion: """
            Examples: locflow explain D22 · locflow explain T10 · locflow explain "DOC A17" · \
            locflow explain "Hidden truth". The table is built from the spec and the reference \
            (see docs/glossary.md); --list prints every code.
            """
    )

    @Argument(help: ArgumentHelp("The codes or terms to define.", valueName: "code"))
    var codes: [String] = []

    @Flag(help: "Print every code the table knows.")
    var list = false

    func validate() throws {
        if codes.isEmpty && !list { throw ValidationError("name a code (e.g. locflow explain D22), or --list") }
    }

    func run() throws {
        if list {
            Stdout.write((Glossary.terms.map(\.code) + Glossary.codes).joined(separator: "\n") + "\n")
            return
        }
        var missing = false
        var printed = 0
        for code in codes {
            let entries = Glossary.lookupAll(code)
            guard !entries.isEmpty else {
                let hints = Glossary.suggestions(code)
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
}
