import CellGrid
import Foundation
import LocflowCore
import LocflowDesigner
import Testing
@testable import LocflowUI
@testable import locflow

/// The designer view: the alert as the person sees it, sized like the phone's, codes one key away.
@Suite struct DesignerViewTests {
    static let sizes = [ScreenSize(rows: 24, cols: 80), ScreenSize(rows: 36, cols: 120), ScreenSize(rows: 60, cols: 200)]

    /// The rows and columns inside the alert's rounded frame (the phone's frame is heavy).
    static func alertText(_ canvas: Canvas) -> [String] {
        let lines = canvas.text.components(separatedBy: "\n")
        guard let top = lines.firstIndex(where: { $0.contains("╭") }),
              let bottom = lines.firstIndex(where: { $0.contains("╰") }) else { return [] }
        let left = lines[top].distance(from: lines[top].startIndex, to: lines[top].firstIndex(of: "╭")!)
        let right = lines[top].distance(from: lines[top].startIndex, to: lines[top].firstIndex(of: "╮")!)
        return lines[top...bottom].map { line in
            let chars = Array(line)
            return String(chars[min(left, chars.count)..<min(right + 1, chars.count)])
        }
    }

    /// Every cell style inside the alert's frame.
    static func alertStyles(_ canvas: Canvas, size: ScreenSize, prompt: Prompt) -> [Style] {
        let g = DesignerView.geometry(size)
        let box = DesignerView.placement(prompt, DesignerWords.designer.alert(prompt), in: g.phone.inset(by: 1), width: g.alertWidth).box
        var styles: [Style] = []
        for row in box.row..<box.bottom { for col in box.col..<box.right { styles.append(canvas[row, col].style) } }
        return styles
    }

    @Test(arguments: sizes)
    func cleanAlertAtEverySize(size: ScreenSize) throws {
        for (ruleSet, keys) in [(RuleSet.iOS18, Flow.whenInUse), (.iOS18, Flow.upgrade(.iOS18)), (.iOS12, Flow.always), (.iOS13_4, Flow.whenInUse), (.iOS18, Flow.temporaryFullAccuracy(.iOS18))] {
            var state = explorer(ruleSet, keys: keys)
            press(.char("D"), into: &state, size: size)
            let prompt = try #require(state.sim.prompt)
            let canvas = Explorer.render(state, size: size)
            let alert = Self.alertText(canvas).joined(separator: "\n")
            #expect(alert.contains(String(IOSText.title(prompt).prefix(12))), "\(size) \(ruleSet)\n\(canvas.text)")
            #expect(alert.allSatisfy { !$0.isNumber }, "a digit in the alert at \(size):\n\(alert)")
            for code in ["NSLocation", "T10", "P-", "D9", "≈", "approximate", "›", "UsageDescription", "(D", "§"] {
                #expect(!alert.contains(code), "\(code) in the alert at \(size):\n\(alert)")
            }
            #expect(Self.alertStyles(canvas, size: size, prompt: prompt).allSatisfy { !$0.reverse }, "a highlighted button at \(size)")
            for label in IOSText.buttons(prompt) { #expect(alert.contains(label), "\(label) at \(size)\n\(alert)") }
        }
    }

    /// The same checks find the codes, digits and highlight of the normal view: they can fail.
    @Test func theChecksCatchTheNormalView() throws {
        let state = explorer(keys: Flow.whenInUse)
        let canvas = Explorer.render(state, size: compact)
        let alert = Self.alertText(canvas).joined(separator: "\n")
        #expect(alert.contains("T10, P-WIU-13") && alert.contains("1  Allow Once") && alert.contains("›"))
        let box = PromptView.placement(state.sim.prompt!, in: Layout(compact).prompt).box
        var reversed = false
        for row in box.row..<box.bottom { for col in box.col..<box.right where canvas[row, col].style.reverse { reversed = true } }
        #expect(reversed)
    }

    @Test func alertKeepsThePhonesProportion() {
        for size in Self.sizes {
            let g = DesignerView.geometry(size)
            let ratio = Double(g.alertWidth) / Double(g.phone.cols - 2)
            #expect(abs(ratio - 270.0 / 390.0) < 0.03, "\(size): \(g)")
        }
        #expect(DesignerView.geometry(Self.sizes[2]).alertWidth > DesignerView.geometry(Self.sizes[0]).alertWidth)
    }

    @Test func codesStayOneKeyAway() {
        var state = explorer(keys: Flow.whenInUse)
        press(.char("D"), into: &state)
        #expect(!picture(state).contains("T10, P-WIU-13"))
        #expect(picture(state).contains("What the app reads now"))
        press(.char("D"), into: &state)
        #expect(picture(state).contains("T10, P-WIU-13"))
    }

    @Test func tapsStillWorkAndTheSidePanelFollows() {
        var state = explorer(keys: Flow.whenInUse)
        press(.char("D"), .char("3"), into: &state)
        #expect(state.sim.prompt == nil)
        #expect(picture(state).contains("Refused: the app may not use location."))
        #expect(picture(state).contains("(the app, no alert)"))
    }

    @Test func mouseClickOnADesignerButtonTapsIt() throws {
        var state = explorer(keys: Flow.whenInUse)
        press(.char("D"), into: &state)
        let rect = try #require(DesignerView.buttonRects(state.sim.prompt!, DesignerWords.designer.alert(state.sim.prompt!), size: roomy).last)
        press(.mouse(row: rect.row, col: rect.col + rect.cols / 2, kind: .press), into: &state)
        #expect(state.sim.authorizationStatus == .denied)
    }

    /// The side panel's "If they tap" reads the answers the model worked out when the step was
    /// taken (`Simulation.answers`), not a reducer run in the draw: they stay those of the state on
    /// screen through steps, the Precise switch, undo, redo and a restart.
    @Test func theAnswersFollowTheStateOnScreen() throws {
        var state = explorer(.iOS18)
        press(.char("w"), into: &state)
        #expect(state.sim.prompt != nil)
        #expect(state.promptAnswers.isEmpty, "the everyday view reads no answers, so none are worked out")
        press(.char("D"), into: &state)
        #expect(state.promptAnswers == state.sim.answers() && !state.promptAnswers.isEmpty, "opening the designer view works them out")
        var withPrompt = 0
        let keys: [Key] = "p2a".map(Key.char) + [.char("z"), .char("z"), .char("y"), .char("3"), .char("w"), .ctrl("r"), .char("a")]
        for key in keys {
            press(key, into: &state)
            let current = state.promptAnswers == state.sim.answers()
            #expect(current, "after \(key): the answers of another state (\(state.promptAnswers.map(\.button.label)))")
            if state.sim.prompt != nil { withPrompt += 1 }
        }
        #expect(withPrompt >= 3)
        let prompt = try #require(state.sim.prompt)
        for label in DesignerWords.designer.alert(prompt).buttons { #expect(picture(state).contains(label + ":"), "\(label)") }
        press(.char("D"), into: &state)
        #expect(state.promptAnswers.isEmpty, "closing the view drops them")
    }

    @Test func thePromptIsLoggedWithItsTitleAndButtons() {
        let state = explorer(keys: Flow.whenInUse)
        #expect(state.log.contains { $0.kind == .prompt && $0.text == "prompt \u{201C}Allow \u{201C}Demo\u{201D} to use your location?\u{201D} [Allow Once | Allow While Using App | Don't Allow]" })
    }

    /// docs/designer-guide.md shows the designer view at 80×24 as it is drawn.
    @Test func guideCarriesThePicture() throws {
        var state = explorer(keys: Flow.whenInUse)
        press(.char("D"), into: &state, size: compact)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("docs/designer-guide.md"), encoding: .utf8)
        let shown = picture(state, compact)
        #expect(guide.contains(shown), "paste this into docs/designer-guide.md:\n\(shown)")
    }
}
