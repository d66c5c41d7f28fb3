import CellGrid
import Foundation
import LocflowCore
import LocflowScenario
import LocflowTestSupport
import Testing
@testable import LocflowUI

#if canImport(Glibc)
import Glibc
#endif

/// The presenter with the real binary: "press `n`, and only `n`" (docs/demo-guide.md) holds after
/// any single stray key of the command table; Ctrl-C asks before it quits (status 130 on the
/// second); a demo killed mid-way comes back with `--resume` where it was, with no other
/// session's notice; a bare `--resume` after a crash takes the crashed session, not an empty one
/// opened since.
@Suite(.serialized, .timeLimit(.minutes(4)), .endToEnd("the end-to-end any-key demo tests are skipped"))
struct DemoAnyKeyE2ETests {
    /// A long file: the prompt first (digits, Enter and `p` act on it), then many short waits, so
    /// one run has a step for every key.
    private static let longScenario = """
        name: long demo
        ios: "18"
        app: { name: Demo }
        steps:
          - requestWhenInUseAuthorization
          - expect: { prompt: whenInUse }
        """ + String(repeating: "\n  - wait 1m", count: 240) + "\n"

    private static let shortScenario = """
        name: upgrade demo
        ios: "18"
        app: { name: Demo }
        steps:
          - requestWhenInUseAuthorization
          - expect: { prompt: whenInUse }
          - tap Allow While Using App
          - expect: { status: authorizedWhenInUse }
          - requestAlwaysAuthorization
          - expect: { prompt: upgrade }
        """

    /// Sends one key of the command table as tmux names it.
    private func send(_ key: Key, to tmux: Tmux) throws {
        switch key {
        case .char(let c): try tmux.sendLiteral(String(c))
        case .ctrl(let c): try tmux.sendKeys("C-\(c)")
        case .up: try tmux.sendKeys("Up")
        case .down: try tmux.sendKeys("Down")
        case .left: try tmux.sendKeys("Left")
        case .right: try tmux.sendKeys("Right")
        case .pageUp: try tmux.sendKeys("PPage")
        case .pageDown: try tmux.sendKeys("NPage")
        case .enter: try tmux.sendKeys("Enter")
        case .tab: try tmux.sendKeys("Tab")
        case .escape:
            try tmux.sendKeys("Escape")
            usleep(150_000)  // past curses's ESCDELAY, so the `n` after it is not read as Alt-n
        default: Issue.record("no tmux name for \(key.name)")
        }
    }

    private func firstRow(_ screen: String) -> String {
        String(screen.prefix { $0 != "\n" }).trimmingCharacters(in: .whitespaces)
    }

    /// Every key of the table, each followed by `n` (and one more `n`, which always changes the
    /// header, so the screen proves both were read): the header is the one the explorer's own
    /// state machine gives for the same keys, the counter moved on from where the stray key left
    /// it, and the explorer never quit.
    @Test func anySingleStrayKeyThenNPlaysOn() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/long.yaml"
        try Self.longScenario.write(toFile: file, atomically: true, encoding: .utf8)
        let parsed = try ScenarioParser.parse(Self.longScenario, file: file)
        var model = ExplorerState(config: parsed.setup, scenario: ScenarioProgress(parsed))
        let size = ScreenSize(rows: 30, cols: 100)
        let tmux = try Tmux.explorer(["--scenario", file], cols: 100, rows: 30, environment: ["XDG_STATE_HOME": dir], waitingFor: "(1/241)")
        defer { tmux.kill() }
        try tmux.sendKeys("n")
        model.handle(.char("n"), size: size)
        tmux.expectScreen("(2/241)")
        var seen = Set<Key>()
        for key in Command.allCases.flatMap(\.keys) where seen.insert(key).inserted {
            model.handle(key, size: size)
            let stray = model.scenario?.pressesDone ?? -1
            model.handle(.char("n"), size: size)
            #expect(model.scenario?.pressesDone == stray + 1 && model.scenario?.offScript == nil, "\(key.name) then n in the model")
            model.handle(.char("n"), size: size)
            let expected = firstRow(Explorer.render(model, size: size).text)
            try send(key, to: tmux)
            try tmux.sendKeys("n", "n")
            let wait = tmux.waitUntil(timeout: .seconds(20)) { firstRow($0) == expected }
            #expect(wait.found, "after \(key.name) n n the header should read \(expected): \(wait)")
            #expect(!tmux.paneStatus().dead, "\(key.name) then n ended the explorer")
            if !wait.found || tmux.paneStatus().dead { return }
        }
        #expect(!tmux.capture().contains("expect failed"))
        try tmux.quit()
    }

    /// Ctrl-C asks; `n` stays and plays on; a second Ctrl-C quits with status 130.
    @Test func ctrlCAsksAndASecondQuitsWith130() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/demo.yaml"
        try Self.shortScenario.write(toFile: file, atomically: true, encoding: .utf8)
        let tmux = try Tmux.explorer(["--scenario", file], environment: ["XDG_STATE_HOME": dir], waitingFor: "n: requestWhenInUseAuthorization (1/3)")
        defer { tmux.kill() }
        try tmux.sendKeys("C-c")
        tmux.expectScreen("Quit locflow?")
        try tmux.sendKeys("n")
        tmux.expectScreen("n: tap Allow While Using App (2/3)")
        #expect(!tmux.capture().contains("Quit locflow?"))
        try tmux.sendKeys("C-c")
        tmux.expectScreen("Quit locflow?")
        try tmux.sendKeys("C-c")
        #expect(tmux.waitForExit() == 130)
    }

    /// A demo killed mid-way (a closed laptop) comes back where it was: the file is loaded again,
    /// the header names the next step with its count, `n` plays it, and the unfinished session
    /// another start left is not announced to the audience.
    @Test func aResumedDemoGoesOnWithItsScenarioAndNoNotice() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let environment = ["XDG_STATE_HOME": dir]
        // Another session, killed with steps: a notice a plain start would show.
        let other = try Tmux.explorer(environment: environment)
        defer { other.kill() }
        try other.allowWhileUsing()
        try other.signal(SIGKILL)
        _ = other.waitForExit()
        let file = dir + "/demo.yaml"
        try Self.shortScenario.write(toFile: file, atomically: true, encoding: .utf8)
        let demo = try Tmux.explorer(["--scenario", file], environment: environment, waitingFor: "n: requestWhenInUseAuthorization (1/3)")
        defer { demo.kill() }
        try demo.sendKeys("n")
        demo.expectScreen("n: tap Allow While Using App (2/3)")
        try demo.sendKeys("n")
        demo.expectScreen("n: requestAlwaysAuthorization (3/3)")
        sleep(1)  // the newer start, by the clock the catalog sorts on
        try demo.signal(SIGKILL)
        _ = demo.waitForExit()
        let resumed = try Tmux.explorer(["--resume"], environment: environment, waitingFor: "n: requestAlwaysAuthorization (3/3)")
        defer { resumed.kill() }
        let screen = resumed.expectScreen("2 of 3 steps played")
        #expect(!screen.contains("unfinished session"), "\(screen)")
        try resumed.sendKeys("n")
        resumed.expectScreen("scenario done: B rewinds")
        #expect(!resumed.capture().contains("expect failed"))
        try resumed.quit()
    }

    /// After a crash, a start opened and quit (and one killed before any key) must not hide the
    /// crashed session from a bare `--resume`; the notice keeps the id whole at 80 columns.
    @Test func aBareResumeAfterACrashTakesTheCrashedSession() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let environment = ["XDG_STATE_HOME": dir]
        let crashed = try Tmux.explorer(environment: environment)
        defer { crashed.kill() }
        try crashed.allowWhileUsing()
        try crashed.signal(SIGKILL)
        _ = crashed.waitForExit()
        sleep(1)
        // Opened after the crash: the notice, whole at 80 columns, then quit without a step.
        let opened = try Tmux.explorer(cols: 80, rows: 24, environment: environment, waitingFor: nil)
        defer { opened.kill() }
        let notice = opened.expectScreen("unfinished session")
        #expect(notice.contains(/locflow --resume \d{8}-\d{6}-\d+ brings it back/), "\(notice)")
        try opened.quit()
        sleep(1)
        let killed = try Tmux.explorer(environment: environment)
        defer { killed.kill() }
        try killed.signal(SIGKILL)
        _ = killed.waitForExit()
        let resumed = try Tmux.explorer(["--resume"], environment: environment, waitingFor: "resumed 2 steps from")
        defer { resumed.kill() }
        resumed.expectScreen("authorizationStatus   .authorizedWhenInUse")
        try resumed.quit()
    }

    /// `--ios 17.4` runs as rule set 17: said on screen with the install, not printed on stderr
    /// where it showed only after quitting.
    @Test func theRuleSetNoteIsOnScreenNotAfterQuitting() throws {
        let tmux = try Tmux.explorer(["--ios", "17.4"], cols: 80, rows: 24)
        defer { tmux.kill() }
        tmux.expectScreen("iOS 17.4 runs as rule")
        try tmux.quit()
        let after = tmux.capture(history: true)
        #expect(!after.contains("locflow: iOS 17.4 runs as"), "\(after)")
    }
}
