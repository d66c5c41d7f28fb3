/// Escaping for the storyboard's HTML and SVG: the app's copy is text, never markup.
enum Markup {
    /// `text` safe inside an element or a double-quoted attribute.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            // What XML 1.0 forbids (C0 controls but tab and newline, U+FFFE, U+FFFF) and what
            // only drives a terminal (ESC, the C1 controls) is dropped; bidirectional controls
            // too, so no text is shown reordered.
            if character.unicodeScalars.contains(where: Self.isDropped) {
                let kept = character.unicodeScalars.filter { !Self.isDropped($0) }
                if kept.isEmpty { continue }
                out += escape(String(String.UnicodeScalarView(kept)))
                continue
            }
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

    /// A scalar no page should carry (see `escape`).
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension Storyboard {
    /// The step that raised a frame, as a caption: "Step 3 (line 7): requestAlwaysAuthorization".
    static func stepCaption(_ frame: Frame) -> String {
        let place = frame.line.map { " (line \($0))" } ?? ""
        return frame.step == 0 ? "At launch" : "Step \(frame.step)\(place): \(frame.action)"
    }

    /// " · iOS 17" after a frame's caption when the board shows more than one iOS version, so
    /// every frame of a flow that crosses versions says which one drew it.
    func versionTag(_ frame: Frame) -> String {
        ruleSets.count > 1 ? " \u{00B7} \(frame.ruleSet.releases)" : ""
    }

    /// The page's subtitle: the iOS version, the app and how many prompts.
    var subtitle: String {
        let count = frames.count == 1 ? "1 prompt" : "\(frames.count) prompts"
        let clip = appClip ? " (an App Clip: While Using ends at 4:00 the next morning, and it never gets Always)" : ""
        return "\(ruleSets.map(\.releases).joined(separator: " \u{2192} ")) · \u{201C}\(appName)\u{201D}\(clip) · \(count) · from \(file)"
    }
}
