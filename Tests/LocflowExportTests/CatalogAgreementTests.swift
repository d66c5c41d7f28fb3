import LocflowCore
import LocflowExport
import Testing

/// The labels the exports write are the core's prompt catalog's, in its order, on every iOS version.
@Suite("Exports take every alert label and its order from the prompt catalog")
struct CatalogAgreementTests {
    /// The catalog's buttons each tap answers, in flow order, as iOS shows them.
    private func tappedLabels(_ flow: ExportFlow) -> [String] {
        flow.steps.compactMap(\.tappedButton).map { ExportText.onScreen($0.label) }
    }

    /// Every alert the flow puts on screen, as the export's "buttons in order" line writes it.
    private func alertLines(_ flow: ExportFlow) -> [String] {
        flow.steps.compactMap(ExportText.newAlert).map(ExportText.alert)
    }

    /// How each format writes a tap and an alert: the text before the label, and the comment lead.
    private static let writing: [(format: ExportFormat, tap: String, comment: String)] = [
        (.xcuitest, "        tapSystemAlertButton(\"", "// iOS now shows: "),
        (.maestro, "- tapOn: \"", "# iOS now shows: "),
    ]

    @Test("XCUITest and Maestro tap exactly the catalog's buttons, in flow order, on every iOS version", arguments: RuleSet.delegate)
    func taps(_ ruleSet: RuleSet) throws {
        for (format, tapPrefix, comment) in Self.writing {
            for file in seedFiles {
                let played = try flow(file, ios: ruleSet)
                let text = export(format, played)
                let taps = text.split(separator: "\n").compactMap { line -> String? in
                    guard line.hasPrefix(tapPrefix) else { return nil }
                    return String(line.dropFirst(tapPrefix.count).prefix { $0 != "\"" })
                }
                #expect(taps == tappedLabels(played), "\(format) \(file) on \(ruleSet.rawValue)")
                for alert in alertLines(played) { #expect(text.contains(comment + alert), "\(format) \(file) on \(ruleSet.rawValue)") }
            }
        }
    }

    @Test("the alerts the seeds expect are the ones the exports describe, buttons in the same order")
    func seedsExpectations() throws {
        var checked = 0
        for file in seedFiles {
            let played = try flow(file)
            let text = export(.xcuitest, played)
            for step in played.steps {
                guard case .list(let buttons)? = step.expectation?.values["buttons"], let prompt = step.after.prompt else { continue }
                // The seed's own words, independent of the exporter: the same labels, same order.
                #expect(prompt.labels == buttons, "\(file) step \(step.number)")
                let listed = buttons.map { "\u{201C}\(ExportText.onScreen($0))\u{201D}" }.joined(separator: ", ")
                #expect(text.contains("buttons in order: \(listed) ("), "\(file) step \(step.number)")
                checked += 1
            }
        }
        #expect(checked >= 5)
    }

    @Test("labels change with the iOS version: iOS 12 has Allow, 13.4 While Using first, 14+ Allow Once first")
    func versionsDiffer() throws {
        let order = { (ruleSet: RuleSet) throws -> String? in
            let played = try flow("Scenarios/seeds/apple-listing-1-enable-location-services.yaml", ios: ruleSet)
            return played.steps.compactMap(ExportText.newAlert).first.map { $0.labels.joined(separator: "|") }
        }
        #expect(try order(.iOS12) == "Don't Allow|Allow")
        #expect(try order(.iOS13_4) == "Allow While Using App|Allow Once|Don't Allow")
        #expect(try order(.iOS18) == "Allow Once|Allow While Using App|Don't Allow")
    }

    @Test("the apostrophe is the one iOS shows (’), in every export, never the straight one in a tap")
    func apostrophe() throws {
        let played = try flow("Scenarios/seeds/cheat-sheet-deny-is-sticky.yaml")
        #expect(export(.xcuitest, played).contains("tapSystemAlertButton(\"Don\u{2019}t Allow\""))
        #expect(export(.maestro, played).contains("- tapOn: \"Don\u{2019}t Allow\""))
        #expect(!export(.maestro, played).contains("tapOn: \"Don't"))
    }
}
