import Foundation
import LocflowTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The presenter and the QA tester with the real binary (issue 24): a stray key during a
/// `--scenario` demo is undone by the next `n`; another session's notice stays out of the log
/// (and away entirely with `--scenario`); the quit question names the id `--resume` takes.
@Suite(.serialized, .timeLimit(.minutes(2)), .endToEnd("the end-to-end stray-key tests are skipped"))
struct StrayKeyE2ETests {
    private let scenario = """
        name: upgrade demo
        ios: "18"
        app: { name: Demo }
        steps:
          - expect: { status: notDetermined, prompt: none }
          - requestWhenInUseAuthorization
          - expect: { prompt: whenInUse }
          - tap Allow While Using App
          - expect: { status: authorizedWhenInUse }
          - requestAlwaysAuthorization
          - expect: { prompt: upgrade }
        """

    /// A state directory with one unfinished session of two steps (a killed explorer's).
    private func stateWithAnUnfinishedSession() throws -> String {
        let state = try makeTemporaryDirectory()
        let tmux = try Tmux.explorer(environment: ["XDG_STATE_HOME": state])
        defer { tmux.kill() }
        try tmux.allowWhileUsing()
        try tmux.signal(SIGKILL)
        _ = tmux.waitForExit()
        return state
    }

    @Test func aStrayDigitIsUndoneByTheNextNAndNoOtherSessionIsMentioned() throws {
        let state = try stateWithAnUnfinishedSession()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = state + "/demo.yaml"
        try scenario.write(toFile: file, atomically: true, encoding: .utf8)
        // Tall enough that the log still shows the line written before the step `n` played.
        let tmux = try Tmux.explorer(["--scenario", file], cols: 160, rows: 50, environment: ["XDG_STATE_HOME": state],
                                     waitingFor: "n: requestWhenInUseAuthorization (1/3)")
        defer { tmux.kill() }
        try tmux.sendKeys("n")
        tmux.expectScreen("n: tap Allow While Using App (2/3)")  // one press, one count: no jump
        try tmux.sendKeys("3")  // Don't Allow, by mistake
        tmux.expectScreen("off script after \u{2018}3\u{2019}: n goes back")
        try tmux.sendKeys("n")
        tmux.expectScreen("n: requestAlwaysAuthorization (3/3)")
        let screen = tmux.expectScreen("the screen left the scenario after your \u{2018}3\u{2019}")
        #expect(screen.contains("authorizationStatus   .authorizedWhenInUse"), "\(screen)")
        #expect(!screen.contains("expect failed") && !screen.contains("unfinished session"), "\(screen)")
        // The designer view keeps the hint.
        try tmux.sendKeys("D")
        tmux.expectScreen("n: requestAlwaysAuthorization (3/3)")
        try tmux.sendKeys("n")
        tmux.expectScreen("scenario done")
        try tmux.quit()
    }

    @Test func theNoticeIsOverTheFooterOnceAndTheQuitQuestionNamesTheID() throws {
        let state = try stateWithAnUnfinishedSession()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let tmux = try Tmux.explorer(cols: 80, rows: 24, environment: ["XDG_STATE_HOME": state], waitingFor: nil)
        defer { tmux.kill() }
        let first = tmux.expectScreen("unfinished session")
        // Over the footer (the last two rows), not in the delegate log.
        let rows = first.components(separatedBy: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(rows.suffix(2).contains { $0.contains("unfinished session") }, "\(first)")
        #expect(!rows.dropLast(2).contains { $0.contains("unfinished session") }, "\(first)")
        try tmux.sendKeys("w")
        let gone = tmux.waitUntil { !$0.contains("unfinished session") }
        #expect(gone.found, "the notice stayed: \(gone)")
        try tmux.sendKeys("q")
        let question = tmux.expectScreen("brings it back")
        #expect(question.contains(/--resume \d{8}-\d{6}-\d+ brings it back/), "\(question)")
        try tmux.sendKeys("q")
        #expect(tmux.waitForExit() == 0)
        // Quitting marked it finished; --resume with no id still brings it back (the newest: one
        // step, where the killed one had two).
        let again = try Tmux.explorer(["--resume"], environment: ["XDG_STATE_HOME": state], waitingFor: "resumed 1 step from")
        defer { again.kill() }
        try again.quit()
    }

    /// Point 7: a designer's session killed and resumed opens in the designer view.
    @Test func aResumedDesignerSessionOpensInTheDesignerView() throws {
        let state = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let first = try Tmux.explorer(["--designer"], environment: ["XDG_STATE_HOME": state], waitingFor: "designer view")
        defer { first.kill() }
        try first.sendKeys("w")
        first.expectScreen("If they tap")
        try first.signal(SIGKILL)
        _ = first.waitForExit()
        let again = try Tmux.explorer(["--resume"], environment: ["XDG_STATE_HOME": state], waitingFor: "If they tap")
        defer { again.kill() }
        again.expectScreen("designer view")
        try again.quit()
    }
}
