import LocflowTestSupport
import Foundation
import Testing

@Suite(.enabled(if: Tmux.isAvailable), .timeLimit(.minutes(1)))
struct TmuxDriverTests {
    @Test func drivesATrivialProgram() throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(["sh", "-c", "printf 'hello 日本'; read line; printf ' got:%s' \"$line\"; exit 3"], cols: 40, rows: 10)
        let hello = tmux.waitFor("hello 日本")
        #expect(hello.found, "\(hello)")
        #expect(tmux.paneStatus().dead == false)
        try tmux.sendLiteral("über")
        try tmux.sendKeys("Enter")
        let echoed = tmux.waitFor("got:über")
        #expect(echoed.found, "\(echoed)")
        #expect(tmux.waitForExitNudgingServer() == 3)  // the tmux 3.3a lost-SIGCHLD race (TmuxExitNudge.swift)
        #expect(tmux.capture(history: true).contains("got:über"))
    }

    @Test func reportsTermAndDeathBySignal() throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        try tmux.start(["sh", "-c", "echo \"term=$TERM\"; read x; kill -TERM $$"], cols: 40, rows: 5,
                       environment: ["TERM": "xterm-256color"])
        let term = tmux.waitFor("term=xterm-256color")
        #expect(term.found, "\(term)")
        try tmux.sendKeys("Enter")
        #expect(tmux.waitForExitNudgingServer() == 128 + SIGTERM)
    }

    @Test func resizesAndTimesOutWithTheLastScreen() throws {
        let tmux = Tmux()
        defer { tmux.kill() }
        // The shell reports its size after each SIGWINCH; the mask reset is what lets it arrive.
        try tmux.start(["sh", "-c", "trap 'stty size' WINCH; stty size; while :; do sleep 0.05; done"], cols: 40, rows: 10)
        #expect(tmux.waitFor("10 40").found)
        try tmux.resize(cols: 30, rows: 8)
        let resized = tmux.waitFor("8 30")
        #expect(resized.found, "\(resized)")
        let missing = tmux.waitFor("never printed", timeout: .milliseconds(100))
        #expect(!missing.found)
        #expect(missing.screen.contains("10 40"))
    }
}
