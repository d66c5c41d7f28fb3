import LocflowCore
import LocflowDesigner
import LocflowScenario
import LocflowUI

extension ExplorerSupport {
    /// What the explorer draws with in the shipped binary: coverage against the reachable
    /// graph (`CoverageSummary(_:)`, LocflowGraph) and the designer's words (LocflowDesigner).
    static let standard = ExplorerSupport(coverage: { CoverageSummary($0) }, words: .designer)
}

extension DesignerWords {
    /// LocflowDesigner's words, the ones its storyboards use: `IOSText`, `SampleCopy`, `PlainWords`.
    static let designer = DesignerWords(
        alert: { prompt in
            AlertWords(
                title: IOSText.title(prompt), message: IOSText.message(prompt), buttons: IOSText.buttons(prompt),
                precise: IOSText.precise(prompt), hasMap: IOSText.hasMap(prompt), sideBySide: IOSText.sideBySide(prompt))
        },
        isSample: SampleCopy.isSample, sampleLabel: SampleCopy.label, sees: { PlainWords.sees($0, app: $1) }, reads: PlainWords.reads,
        permission: PlainWords.permission)
}
