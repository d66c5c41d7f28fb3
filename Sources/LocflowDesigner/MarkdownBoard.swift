import LocflowCore

/// The storyboard as Markdown: each alert as a text picture, with captions and an answer table.
public enum MarkdownBoard {
    /// The whole document.
    public static func render(_ board: Storyboard) -> String {
        // Every text from the flow goes through MarkdownText: shown as written, never as markup.
        let text = MarkdownText.inline
        var md = "# \(text(board.title))\n\n\(text(board.subtitle))\n\n"
        if board.frames.isEmpty { md += "No system prompt appears in this flow.\n" }
        for (index, frame) in board.frames.enumerated() {
            let p = frame.prompt
            md += "## \(index + 1). \(text(board.caption(frame)))\n\n"
            md += MarkdownText.fenced(TextAlert.lines(p), info: "text") + "\n"
            md += text(PlainWords.sees(p, app: board.appName, codesShown: false).joined(separator: " ")) + "\n\n"
            if frame.indicator { md += "The status bar shows the blue location indicator: the app is using location in the background.\n\n" }
            md += "When it appears: " + text(board.told(frame.raisedCallbacks)) + "\n\n"
            md += "| Button | The app then reads | \(board.toldHeading) |\n|---|---|---|\n"
            for answer in frame.answers {
                let cells = [
                    answer.label + (answer.chosen ? " (this flow)" : ""),
                    PlainWords.reads(answer.after).joined(separator: " "),
                    board.told(answer.callbacks),
                ].map(text)
                md += "| " + cells.joined(separator: " | ") + " |\n"
            }
            md += board.showsCodes ? "\nRule: `\(p.source)`" + (board.bestReading(p).map { " · best reading: \($0)" } ?? "") + "\n\n" : "\n"
        }
        return md
    }
}
