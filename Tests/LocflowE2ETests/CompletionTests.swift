import Foundation
import LocflowTestSupport
import Testing

/// The completion scripts in the real shells: the explorer's own options complete at the top
/// level (`locflow --preset <Tab>`), as under `locflow explore`, and subcommands still do.
/// bash runs its completion function, fish its `complete -C`, zsh a Tab typed in tmux.
@Suite("Completion in bash, zsh and fish", .locflowBuilt)
struct CompletionTests {
    /// Every preset name, as `locflow presets` lists them.
    static let presets = ["fresh-install", "allow-once-relaunched", "app-clip-next-morning"]

    /// The script for `shell`, written to a temporary file named as the shell looks it up.
    private func script(_ shell: String, in directory: String) throws -> String {
        let result = try runLocflow(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.err)")
        let path = directory + (shell == "zsh" ? "/_locflow" : "/locflow.\(shell)")
        try result.out.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func installed(_ shell: String) -> String? {
        ["/usr/bin/\(shell)", "/bin/\(shell)", "/usr/local/bin/\(shell)", "/opt/homebrew/bin/\(shell)"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func bash() throws {
        guard let bash = installed("bash") else {
            print("bash is not installed: its completion test is skipped")
            return
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try script("bash", in: directory)
        // The completion function as bash calls it on Tab: the words, the cursor's word, its index.
        let driver = """
            source "$1"
            complete_line() {
              read -ra COMP_WORDS <<< "$1"; [[ "$1" == *" " ]] && COMP_WORDS+=("")
              COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="$1"; COMP_POINT=${#1}; COMPREPLY=()
              _locflow locflow "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
              echo "${COMPREPLY[*]}"
            }
            complete_line "locflow --preset "
            complete_line "locflow --ios 13"
            complete_line "locflow explore --preset "
            complete_line "locflow ru"
            """
        let result = try runToCompletion(bash, ["--norc", "--noprofile", "-c", driver, "bash", path])
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= 4, "\(result.out)\(result.err)")
        for name in Self.presets { #expect(lines[0].split(separator: " ").contains(Substring(name)), "top level: \(lines[0])") }
        #expect(lines[1] == "13.0 13.4", "\(lines[1])")
        for name in Self.presets { #expect(lines[2].split(separator: " ").contains(Substring(name)), "explore: \(lines[2])") }
        #expect(lines[3] == "run", "\(lines[3])")
    }

    @Test func fish() throws {
        guard let fish = installed("fish") else {
            print("fish is not installed: its completion test is skipped")
            return
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try script("fish", in: directory)
        func complete(_ line: String) throws -> [String] {
            let result = try runToCompletion(fish, ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", path, line])
            return result.out.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        let top = try complete("locflow --preset ")
        for name in Self.presets { #expect(top.contains(name), "\(top)") }
        #expect(!top.contains("run"), "a preset's place offers no subcommand: \(top)")
        #expect(try complete("locflow --ios 13") == ["13.0", "13.4"])
        #expect(try complete("locflow ru") == ["run"])
    }

    @Test(.tmuxInstalled("the zsh completion test is skipped"))
    func zsh() throws {
        guard let zsh = installed("zsh") else {
            print("zsh is not installed: its completion test is skipped")
            return
        }
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try script("zsh", in: directory)
        let tmux = try Tmux.launch([zsh, "-f"], cols: 120, rows: 20, environment: ["HOME": directory])
        defer { tmux.kill() }
        try tmux.sendLiteral("fpath=(\(directory) $fpath); autoload -Uz compinit; compinit -u -D; PS1='%% '; clear")
        try tmux.sendKeys("Enter")
        try tmux.sendLiteral("locflow --preset ")
        try tmux.sendKeys("Tab")
        for name in Self.presets { tmux.expectScreen(name) }
        try tmux.sendKeys("C-c")
        try tmux.sendLiteral("clear")
        try tmux.sendKeys("Enter")
        try tmux.sendLiteral("locflow --ios 1")
        try tmux.sendKeys("Tab")
        tmux.expectScreen("13.4")
        tmux.expectScreen("18")
    }
}
