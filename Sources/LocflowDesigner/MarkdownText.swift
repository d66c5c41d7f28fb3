/// Text made safe for the Markdown storyboard: what a scenario or an Info.plist says is shown as
/// text, never read as Markdown or HTML (no heading, link, image, script or table cell of its
/// own), and carries no control character a terminal or a renderer would act on.
enum MarkdownText {
    /// One line of running text: controls and line ends become spaces, the characters that make
    /// inline markup or raw HTML (`\\ ` * _ [ ] < > & | ~`) are backslash-escaped (CommonMark
    /// allows escaping any ASCII punctuation), and so is what would start a block at the start
    /// of a line (`#`, `-`, `+`, `=`, a number and `.`), so no heading, list, link, image,
    /// script, entity or table cell of the text's own survives.
    static func inline(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        var atStart = true, digitsSoFar = true
        for scalar in text.unicodeScalars {
            if Markup.isDropped(scalar) || scalar == "\n" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                if scalar == "\n" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" { out += " " }
                continue
            }
            let inlineMarkup = scalar.isASCII && "\\`*_[]<>&|~".unicodeScalars.contains(scalar)
            let blockMarkup = atStart && "#-+=".unicodeScalars.contains(scalar)
            let orderedList = digitsSoFar && !atStart && (scalar == "." || scalar == ")")
            if inlineMarkup || blockMarkup || orderedList { out += "\\" }
            out.unicodeScalars.append(scalar)
            digitsSoFar = digitsSoFar && ("0"..."9").contains(scalar)
            if scalar != " " { atStart = false }
        }
        return out
    }

    /// Lines inside a fenced code block, and the fence that encloses them: longer than any run
    /// of backticks in the lines, so no line can close the block.
    static func fenced(_ lines: [String], info: String) -> String {
        let clean = lines.map { line in
            String(String.UnicodeScalarView(line.unicodeScalars.filter { !Markup.isDropped($0) && $0 != "\u{2028}" && $0 != "\u{2029}" }))
        }
        var longest = 0
        for line in clean {
            var run = 0
            for character in line {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + info + "\n" + clean.joined(separator: "\n") + "\n" + fence + "\n"
    }
}
