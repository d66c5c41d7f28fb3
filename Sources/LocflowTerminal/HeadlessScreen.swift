import CNCursesW
import CellGrid
import Glibc

/// A real curses screen with no terminal behind it, for tests and benchmarks.
///
/// `newterm` on a file instead of a tty (tig's `TIG_NO_DISPLAY` trick): draw a `Canvas` through
/// the same blitter as `Terminal`, then read back what curses believes is on screen. Curses is
/// process-global, so only one headless screen (or `Terminal`) may exist at a time, and tests
/// that use it belong in one serialised suite.
public final class HeadlessScreen {
    /// Height in rows.
    public let rows: Int
    /// Width in columns.
    public let cols: Int
    private var screen: OpaquePointer?
    private let window: Window
    private let output: UnsafeMutablePointer<FILE>
    private let input: UnsafeMutablePointer<FILE>
    private let palette: Palette

    /// Opens a screen of `rows` × `cols` for terminal type `term`; `nil` if terminfo lacks it.
    ///
    /// With `recordOutput`, the escape sequences curses emits go to an anonymous temp file, so
    /// `bytesWritten` can measure the cost of a frame; otherwise they go to /dev/null.
    public init?(rows: Int, cols: Int, term: String = "xterm-256color", colors: Bool = false, recordOutput: Bool = false) {
        ensureUTF8Locale()
        guard let output = recordOutput ? tmpfile() : fopen("/dev/null", "w") else { return nil }
        guard let input = fopen("/dev/null", "r") else {
            fclose(output)
            return nil
        }
        guard let screen = newterm(term, output, input), let window = cnc_stdscr() else {
            fclose(output)
            fclose(input)
            return nil
        }
        _ = resizeterm(Int32(rows), Int32(cols))
        leaveok(window, true)  // as in Terminal, so byte counts match a real session
        self.rows = rows
        self.cols = cols
        self.screen = screen
        self.window = window
        self.output = output
        self.input = input
        self.palette = colors ? .start() : .monochrome
    }

    deinit { close() }

    /// Blits `canvas` and updates the (virtual) physical screen, exactly as `Terminal.draw`.
    public func draw(_ canvas: Canvas) {
        guard screen != nil else { return }
        CursesBlitter.blit(canvas, into: window, palette: palette)
        wnoutrefresh(window)
        doupdate()
    }

    /// What curses holds on screen, one string per row (trailing spaces trimmed).
    public var lines: [String] {
        guard screen != nil else { return [] }
        return (0..<rows).map { CursesBlitter.readRow($0, of: window, cols: cols) }
    }

    /// `lines` joined with "\n", comparable with `Canvas.text`.
    public var text: String { lines.joined(separator: "\n") }

    /// Bytes curses has written so far (meaningful only with `recordOutput`).
    public var bytesWritten: Int {
        fflush(output)
        return ftell(output)
    }

    /// Every byte curses has written so far (meaningful only with `recordOutput`): what a real
    /// terminal would have received, for checking that no sequence from data got through.
    public var recordedOutput: [UInt8] {
        fflush(output)
        let count = ftell(output)
        guard count > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { pread(fileno(output), $0.baseAddress, count, 0) }
        return Array(bytes.prefix(max(0, read)))
    }

    /// Ends the curses screen. Idempotent; also done on deinit.
    public func close() {
        guard let current = screen else { return }
        endwin()
        delscreen(current)
        screen = nil
        fclose(output)
        fclose(input)
    }
}
