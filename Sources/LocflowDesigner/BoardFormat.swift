import LocflowFormats
import LocflowScenario

/// The storyboard's page formats: the one way a storyboard becomes text, for `locflow
/// storyboard --format` and the explorer's save menu (`s`) alike.
public enum BoardFormat: String, CaseIterable, Sendable {
    /// One self-contained HTML page (HTMLBoard).
    case html
    /// One SVG picture (SVGBoard).
    case svg
    /// Markdown (MarkdownBoard).
    case md

    /// The page of `board` in this format.
    public func render(_ board: Storyboard) -> String {
        switch self {
        case .html: HTMLBoard.render(board)
        case .svg: SVGBoard.render(board)
        case .md: MarkdownBoard.render(board)
        }
    }

    /// The page a scenario file makes: what `locflow storyboard FILE --format` writes; with
    /// `codes`, the engineer's side too (`--codes`).
    public func page(of scenario: Scenario, codes: Bool = false) -> String {
        var board = Storyboard(scenario)
        board.showsCodes = codes
        return render(board)
    }

    /// The page a session makes, as `locflow storyboard` makes it of the session saved as a
    /// scenario: the session is written as its scenario (`ScenarioWriter`) and read back, so
    /// the steps, their line numbers and the app's own copy are the saved file's. `file` is the
    /// name the page says it was made from.
    public func page(of session: Session, file: String) throws(ScenarioError) -> String {
        page(of: try ScenarioParser.parse(ScenarioWriter.yaml(session), file: file))
    }
}
