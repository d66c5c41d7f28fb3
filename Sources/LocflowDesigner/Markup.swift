/// Escaping for the storyboard's HTML and SVG: the app's copy is text, never markup.
enum Markup {
    /// `text` safe inside an element or a double-quoted attribute.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}

extension Storyboard {
    /// The step that raised a frame, as a caption: "Step 3 (line 7): requestAlwaysAuthorization".
    static func stepCaption(_ frame: Frame) -> String {
        let place = frame.line.map { " (line \($0))" } ?? ""
        return (frame.step == 0 ? "At launch" : "Step \(frame.step)\(place): \(frame.action)") + versionTag(frame)
    }

    /// " · iOS 17" after a frame's caption when the board shows more than one iOS version, so
    /// every frame of a flow that crosses versions says which one drew it.
    static func versionTag(_ frame: Frame) -> String {
        frame.namesVersion ? " \u{00B7} \(frame.ruleSet.releases)" : ""
    }

    /// The page's subtitle: the iOS version, the app and how many prompts.
    var subtitle: String {
        let count = frames.count == 1 ? "1 prompt" : "\(frames.count) prompts"
        return "\(ruleSets.map(\.releases).joined(separator: " \u{2192} ")) · \u{201C}\(appName)\u{201D} · \(count) · from \(file)"
    }
}
