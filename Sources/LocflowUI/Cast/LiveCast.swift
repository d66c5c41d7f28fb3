import CellGrid

/// Records a live explorer session as an asciicast, one frame per draw.
///
/// The run loop calls `frame` after every draw with the key that led to it. A key that ran a
/// command gets a marker named after what it did (the action's scenario text, such as
/// `requestWhenInUseAuthorization`, or the command's label, such as `help`); a resize becomes a
/// resize event. Lines go to `emit` as they are made, so a killed session leaves a playable file.
public final class LiveCast {
    private let emit: (String) -> Void
    private var cast: AsciicastWriter
    private let colors: Bool
    private let title: String
    private let timestamp: Int?
    private var size: ScreenSize?
    private var lastTime = 0.0
    /// `ExplorerState.logTotal` at the previous frame.
    private var logCount = 0

    /// Creates a recorder; nothing is emitted until the first frame (which writes the header).
    public init(
        title: String = "locflow explorer", timestamp: Int? = nil, colors: Bool = true, format: CastFormat = .v2,
        emit: @escaping (String) -> Void
    ) {
        self.cast = AsciicastWriter(format: format)
        self.title = title
        self.timestamp = timestamp
        self.colors = colors
        self.emit = emit
    }

    /// Records the screen just drawn for `state`, `time` seconds after the session began.
    /// `key` is the key handled since the previous frame (nil for the first).
    public func frame(_ screen: Canvas, state: ExplorerState, key: Key?, time: Double) {
        let now = max(time, lastTime)  // times never go backwards, whatever the clock did
        lastTime = now
        let current = ScreenSize(rows: screen.rows, cols: screen.cols)
        var prefix = ""
        if size == nil {
            emit(cast.header(cols: current.cols, rows: current.rows + CastFrame.captionRows, title: title, timestamp: timestamp))
            prefix = AnsiFrame.start
        } else if size != current {
            emit(cast.resize(at: now, cols: current.cols, rows: current.rows + CastFrame.captionRows))
            prefix = "\u{1B}[2J"
        }
        size = current
        let (caption, marker) = describe(key, state: state, isFirst: prefix.hasPrefix(AnsiFrame.start))
        logCount = state.logTotal
        emit(cast.output(at: now, prefix + AnsiFrame.render(CastFrame.compose(screen, caption: caption), colors: colors)))
        if let marker { emit(cast.marker(at: now, marker)) }
    }

    /// Ends the recording: shows the cursor again.
    public func finish(time: Double) {
        guard size != nil else { return }
        let end = max(time, lastTime)
        emit(cast.output(at: end, AnsiFrame.end))
        if let exit = cast.exit(at: end) { emit(exit) }
    }

    /// The caption and marker for the frame after `key` (`isFirst`: the session's first frame).
    private func describe(_ key: Key?, state: ExplorerState, isFirst: Bool) -> (caption: String, marker: String?) {
        guard let key else {
            return isFirst ? ("recording: \(state.config.ruleSet.releases), “\(state.config.app.name)”", "start") : ("", nil)
        }
        if key == .resize { return ("resized", nil) }
        // Entries written since the last frame (the oldest may have been dropped meanwhile).
        let new = min(state.log.count, max(0, state.logTotal - logCount))
        let actions = state.log.suffix(new).filter { $0.kind == .action }.map(\.text)
        let command = Command.bound(to: key)
        let name = actions.isEmpty ? command?.label : actions.joined(separator: ", ")
        guard let name else { return ("key \(key.name)", nil) }
        return ("key \(key.name)  › \(name)", name)
    }
}
