import LocflowCore

/// The person and the world, in the vocabulary of scenario files: each named method is one action
/// of the action table (`Action`), so `phone.tap("Allow Once")` is the file's `tap Allow Once`;
/// `perform` takes any line the person or the world plays (the app's own calls are its code's).
extension SimulatedPhone {
    /// Taps a button of the prompt on screen (`tap Allow Once`); the model ignores, with a note,
    /// a label that is not on screen.
    @discardableResult
    public func tap(
        _ label: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.tap(label), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The Precise switch on the first prompt's map (`togglePrecise`, T60).
    @discardableResult
    public func togglePrecise(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.togglePrecise, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The location button (`tap LocationButton`, D48).
    @discardableResult
    public func tapLocationButton(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.modern(.tapLocationButton), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The app leaves the screen (`background`).
    @discardableResult
    public func background(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.background, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The app comes back (`foreground`); a suspended app is told what it missed (D22).
    @discardableResult
    public func foreground(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.foreground, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The system ends the app (`terminate`): its managers are gone (D16).
    @discardableResult
    public func terminate(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.terminate, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The person swipes the app away (`forceQuit`, D45).
    @discardableResult
    public func forceQuit(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.modern(.forceQuit), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The person opens the app (`launch`); `onLaunch` runs.
    @discardableResult
    public func launch(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.launch, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Simulated time passes (`wait 10m`): Allow Once may end (D2), the reminder may show (D26).
    @discardableResult
    public func wait(
        _ duration: SimulatedDuration, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.wait(seconds: duration.seconds), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The world produces an event (`event regionEntry`).
    @discardableResult
    public func event(
        _ event: WorldEvent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.event(event), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A monitor condition changes (`event satisfied home`, M10).
    @discardableResult
    public func event(
        _ state: ConditionState, _ identifier: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.modern(.condition(state, id: identifier)), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The system shows the background-use reminder now (`showReminder`, D5).
    @discardableResult
    public func showReminder(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> PlayedStep {
        take(.showReminder, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The phone updates to a newer iOS, keeping the app and its grant (`systemUpdate 18`, D50).
    @discardableResult
    public func systemUpdate(to ios: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> PlayedStep {
        guard let version = IOSVersion(ios) else {
            misuse("systemUpdate(to: \"\(ios)\"): \(IOSVersion.accepted); the phone stays on iOS \(simulation.setup.ios.text)", fileID: fileID, filePath: filePath, line: line, column: column)
            return steps[steps.count - 1]
        }
        return take(.updateSystem(to: version), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The Settings app (`settings app never`, `settings locationServices off`, …).
    public var settings: PhoneSettings { PhoneSettings(phone: self) }

    /// Any step of the person or the world as a scenario line (`"tap Allow Once"`, `"wait 10m"`).
    /// The app's own calls (requests, starts, stops) are refused: the app's code makes them,
    /// through its managers.
    @discardableResult
    public func perform(_ line: String) throws -> PlayedStep {
        let action: Action
        do { action = try Action(parsing: line) } catch { throw PhoneError(message: error.message) }
        guard !action.isTheAppsOwn, !isModernAppCall(action) else {
            throw PhoneError(message: "`\(line)` is the app's own call: make it through the app's SimulatedLocationManager or modern object")
        }
        return perform(action)
    }
}

/// Whether a modern action is one the app's code makes (a session, the stream, the monitor):
/// the action table's actor column says the app acts.
func isModernAppCall(_ action: Action) -> Bool {
    guard case .modern = action else { return false }
    return action.actor == .app
}

/// The Settings app: Privacy › Location Services, and the app's row.
public struct PhoneSettings {
    let phone: SimulatedPhone

    /// The app's row: Never, Ask Next Time, While Using, Always (`settings app whileUsing`).
    @discardableResult
    public func app(_ choice: AppSetting, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> PlayedStep {
        phone.take(.setApp(choice), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The Location Services switch (`settings locationServices off`).
    @discardableResult
    public func locationServices(_ on: Bool, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> PlayedStep {
        phone.take(.setLocationServices(on), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Screen Time restrictions (`settings restricted on`).
    @discardableResult
    public func restricted(_ on: Bool, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> PlayedStep {
        phone.take(.setRestricted(on), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The app's Precise Location switch (`settings precise off`).
    @discardableResult
    public func precise(_ on: Bool, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> PlayedStep {
        phone.take(.setPrecise(on), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Reset Location & Privacy (`settings reset`).
    @discardableResult
    public func reset(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> PlayedStep {
        phone.take(.resetLocationAndPrivacy, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// A span of simulated time (the model's clock moves only when a test waits).
public struct SimulatedDuration: Equatable, Sendable {
    public var seconds: Int
    public static func seconds(_ n: Int) -> Self { Self(seconds: n) }
    public static func minutes(_ n: Int) -> Self { scaled(n, 60) }
    public static func hours(_ n: Int) -> Self { scaled(n, 3_600) }
    public static func days(_ n: Int) -> Self { scaled(n, 86_400) }

    /// `n` units of `unit` seconds, saturating: `.days(Int.max)` is the longest wait there is,
    /// not an overflow trap (any wait past the model's longest timer acts the same).
    static func scaled(_ n: Int, _ unit: Int) -> Self {
        let (product, overflow) = n.multipliedReportingOverflow(by: unit)
        return Self(seconds: overflow ? (n < 0 ? Int.min : Int.max) : product)
    }
}

/// A step the phone could not take, or a recorded session the app's code did not follow.
public struct PhoneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
