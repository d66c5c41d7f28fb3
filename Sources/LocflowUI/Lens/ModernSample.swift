import LocflowCore

/// "Nearby", locflow's own SwiftUI/async sample app for the app-code lens: a `@MainActor` model
/// that holds `CLServiceSession`s, iterates `CLLocationUpdate.liveUpdates()`, watches places
/// with a `CLMonitor`, keeps a `CLBackgroundActivitySession`, and a view with a `LocationButton`.
///
/// Each line carries the hooks that light it: an action of the modern vocabulary (modern-apis.md
/// §3) running the line, or a yield (D44) arriving at it. Lines that test a diagnostic are the
/// branches of an `if … else if` chain: a yield lights the first branch whose test holds and the
/// one line of its body, as Swift would run it (`ModernSampleTrace`). API names are Apple's, as
/// the reference spells them (M1, M9, M21, M23, M35, M45); the text parses as Swift (a test runs
/// `swiftc -parse` on it).
public enum ModernSample {
    /// What lights a line.
    public enum Hook: Hashable, Sendable {
        /// `session start GOAL` (without a purpose key, or with one for a goal other than whenInUse).
        case session(ServiceGoal)
        /// `session start whenInUse fullAccuracy KEY` (M26).
        case sessionFullAccuracy
        /// Any `session start`: the session is kept and its diagnostics awaited.
        case hold
        /// `session end N` (M34).
        case release
        /// `liveUpdates start` / `stop` (M1).
        case startUpdates, stopUpdates
        /// `backgroundActivity start` / `end` (M17, M20).
        case keepRunning, stopRunning
        /// `monitor add region|beacon ID` (M9).
        case watch(ConditionType)
        /// Every `monitor add`: the condition is added.
        case add
        /// The first `monitor add`: the monitor is created and its events awaited (D47).
        case openMonitor
        /// `monitor remove ID`.
        case unwatch
        /// `tap LocationButton` (D48).
        case buttonTap
        /// The yield `locationButton`: the button's action ran (M47).
        case buttonAction
        /// A launch (the person's or a relaunch, D45): the app's entry point re-creates.
        case launch
        /// The launch re-created these (D45, M19, M33).
        case recreateSessions, recreateActivity, recreateUpdates, recreateMonitor
        /// A yield reaches the loop of this object (`for try await … in`).
        case receive(Chain)
        /// A branch of this object's chain: lit when it is the first whose test holds.
        case test(Chain, Test)
    }

    /// The object a yield comes from (D44's names: `sessionN`, `update`, `event`, `backgroundActivity`).
    public enum Chain: Hashable, Sendable {
        case session, update, event, backgroundActivity
    }

    /// A branch's test on the yielded element.
    public enum Test: Hashable, Sendable {
        /// The diagnostic is set.
        case flag(Diagnostic)
        /// The update carries a location.
        case location
        /// The event's state is `satisfied`.
        case satisfied
        /// Never holds in locflow: a flag it never reports (`locationUnavailable`, D43).
        case never
        /// `else`.
        case otherwise
    }

    /// One line of the sample.
    public struct Line: Sendable {
        public var text: String
        public var hooks: [Hook]
    }

    /// The sample's name, for the lens's title.
    public static let name = "Nearby (SwiftUI/async)"

    /// The sample, line by line.
    public static let lines: [Line] = source.map { Line(text: $0.0, hooks: $0.1) }

    /// The text as a file (what `swiftc -parse` reads).
    public static var text: String { lines.map(\.text).joined(separator: "\n") + "\n" }

    private static let source: [(String, [Hook])] = [
        ("import CoreLocation", []),
        ("import CoreLocationUI", []),
        ("import SwiftUI", []),
        ("", []),
        ("// Nearby: locflow's own SwiftUI/async sample.", []),
        ("@main", []),
        ("struct NearbyApp: App {", []),
        ("  let model = NearbyModel.shared", []),
        ("  init() {", [.launch]),
        ("    // Every launch, background ones too (M33).", [.launch]),
        ("    Task { await model.recreate() }", [.launch]),
        ("  }", []),
        ("  var body: some Scene {", []),
        ("    WindowGroup { NearbyView(model: model) }", []),
        ("  }", []),
        ("}", []),
        ("", []),
        ("@MainActor @Observable", []),
        ("final class NearbyModel {", []),
        ("  static let shared = NearbyModel()", []),
        ("  var message = \"Finding you…\"", []),
        ("  var sessions: [CLServiceSession] = []", []),
        ("  var activity: CLBackgroundActivitySession?", []),
        ("  var updates: Task<Void, Error>?", []),
        ("  var monitor: CLMonitor?", []),
        ("", []),
        ("  // The map on screen: While Using (M23).", []),
        ("  func openMap() {", [.session(.whenInUse)]),
        ("    hold(CLServiceSession(authorization: .whenInUse))", [.session(.whenInUse)]),
        ("  }", []),
        ("  // \"Track my walks\": Always (M30).", []),
        ("  func trackWalks() {", [.session(.always)]),
        ("    hold(CLServiceSession(authorization: .always))", [.session(.always)]),
        ("  }", []),
        ("  // Directions: full accuracy (M26).", []),
        ("  func directions(_ key: String) {", [.sessionFullAccuracy]),
        ("    hold(CLServiceSession(authorization: .whenInUse,", [.sessionFullAccuracy]),
        ("                          fullAccuracyPurposeKey: key))", [.sessionFullAccuracy]),
        ("  }", []),
        ("  // Places, only if allowed: asks nothing (M25).", []),
        ("  func browse() {", [.session(.none)]),
        ("    hold(CLServiceSession(authorization: .none))", [.session(.none)]),
        ("  }", []),
        ("", []),
        ("  func hold(_ session: CLServiceSession) {", [.hold]),
        ("    sessions.append(session)", [.hold]),
        ("    Task {", []),
        ("      for try await diagnostic in session.diagnostics {", [.receive(.session)]),
        ("        if diagnostic.authorizationRequestInProgress {", [.test(.session, .flag(.authorizationRequestInProgress))]),
        ("          continue  // the person is answering (M37)", []),
        ("        } else if diagnostic.authorizationDenied {", [.test(.session, .flag(.authorizationDenied))]),
        ("          message = \"Location is off for Nearby.\"", []),
        ("        } else if diagnostic.authorizationRestricted {", [.test(.session, .flag(.authorizationRestricted))]),
        ("          message = \"Location is restricted.\"", []),
        ("        } else if diagnostic.alwaysAuthorizationDenied {", [.test(.session, .flag(.alwaysAuthorizationDenied))]),
        ("          message = \"Walks are tracked while open.\"", []),
        ("        } else if diagnostic.fullAccuracyDenied {", [.test(.session, .flag(.fullAccuracyDenied))]),
        ("          message = \"Directions need Precise.\"", []),
        ("        } else if diagnostic.insufficientlyInUse {", [.test(.session, .flag(.insufficientlyInUse))]),
        ("          message = \"Open Nearby to continue.\"", []),
        ("        } else if diagnostic.serviceSessionRequired {", [.test(.session, .flag(.serviceSessionRequired))]),
        ("          message = \"Waiting for a session.\"", []),
        ("        } else {", [.test(.session, .otherwise)]),
        ("          message = \"Ready.\"", []),
        ("        }", []),
        ("      }", []),
        ("    }", []),
        ("  }", []),
        ("", []),
        ("  func release(_ number: Int) {", [.release]),
        ("    sessions[number - 1].invalidate()", [.release]),
        ("  }", []),
        ("", []),
        ("  func startUpdates() {", [.startUpdates]),
        ("    updates = Task {", [.startUpdates]),
        ("      for try await update in CLLocationUpdate.liveUpdates() {", [.startUpdates, .receive(.update)]),
        ("        if update.authorizationDenied {", [.test(.update, .flag(.authorizationDenied))]),
        ("          message = \"Location is off for Nearby.\"", []),
        ("        } else if update.authorizationRestricted {", [.test(.update, .flag(.authorizationRestricted))]),
        ("          message = \"Location is restricted.\"", []),
        ("        } else if update.authorizationRequestInProgress {", [.test(.update, .flag(.authorizationRequestInProgress))]),
        ("          continue  // the person is answering (M37)", []),
        ("        } else if update.insufficientlyInUse {", [.test(.update, .flag(.insufficientlyInUse))]),
        ("          message = \"Open Nearby to continue.\"", []),
        ("        } else if update.serviceSessionRequired {", [.test(.update, .flag(.serviceSessionRequired))]),
        ("          message = \"Waiting for a session.\"", []),
        ("        } else if update.locationUnavailable {", [.test(.update, .never)]),
        ("          message = \"Searching…\"", []),
        ("        } else if let location = update.location {", [.test(.update, .location)]),
        ("          show(location, approximate: update.accuracyLimited)", []),
        ("        } else if update.accuracyLimited {", [.test(.update, .flag(.accuracyLimited))]),
        ("          message = \"Approximate location only.\"", []),
        ("        }", []),
        ("      }", []),
        ("    }", []),
        ("  }", []),
        ("", []),
        ("  func stopUpdates() {", [.stopUpdates]),
        ("    updates?.cancel()  // leaves the loop (M1)", [.stopUpdates]),
        ("  }", []),
        ("", []),
        ("  func keepRunning() {", [.keepRunning]),
        ("    let session = CLBackgroundActivitySession()", [.keepRunning]),
        ("    activity = session", [.keepRunning]),
        ("    Task {", []),
        ("      for try await diagnostic in session.diagnostics {", [.receive(.backgroundActivity)]),
        ("        if diagnostic.authorizationDenied {", [.test(.backgroundActivity, .flag(.authorizationDenied))]),
        ("          message = \"Location is off for Nearby.\"", []),
        ("        } else if diagnostic.insufficientlyInUse {", [.test(.backgroundActivity, .flag(.insufficientlyInUse))]),
        ("          message = \"Open Nearby to track walks.\"", []),
        ("        } else if diagnostic.serviceSessionRequired {", [.test(.backgroundActivity, .flag(.serviceSessionRequired))]),
        ("          message = \"Waiting for a session.\"", []),
        ("        } else {", [.test(.backgroundActivity, .otherwise)]),
        ("          message = \"Tracking in the background.\"", []),
        ("        }", []),
        ("      }", []),
        ("    }", []),
        ("  }", []),
        ("", []),
        ("  func stopRunning() {", [.stopRunning]),
        ("    activity?.invalidate()", [.stopRunning]),
        ("  }", []),
        ("", []),
        ("  func watchRegion(_ id: String, at center: CLLocationCoordinate2D) async {", [.watch(.region)]),
        ("    await watch(CLMonitor.CircularGeographicCondition(center: center, radius: 100), as: id)", [.watch(.region)]),
        ("  }", []),
        ("  func watchBeacon(_ id: String, uuid: UUID) async {", [.watch(.beacon)]),
        ("    await watch(CLMonitor.BeaconIdentityCondition(uuid: uuid), as: id)", [.watch(.beacon)]),
        ("  }", []),
        ("  func watch(_ condition: any CLCondition, as id: String) async {", [.add]),
        ("    if monitor == nil { await openMonitor() }", [.openMonitor]),
        ("    await monitor?.add(condition, identifier: id)", [.add]),
        ("  }", []),
        ("  func unwatch(_ id: String) async {", [.unwatch]),
        ("    await monitor?.remove(id)", [.unwatch]),
        ("  }", []),
        ("  func openMonitor() async {", [.openMonitor, .recreateMonitor]),
        ("    let monitor = await CLMonitor(\"Nearby\")", [.openMonitor, .recreateMonitor]),
        ("    self.monitor = monitor", [.openMonitor, .recreateMonitor]),
        ("    Task {", []),
        ("      for try await event in await monitor.events {", [.openMonitor, .recreateMonitor, .receive(.event)]),
        ("        if event.authorizationDenied {", [.test(.event, .flag(.authorizationDenied))]),
        ("          message = \"Location is off for Nearby.\"", []),
        ("        } else if event.insufficientlyInUse {", [.test(.event, .flag(.insufficientlyInUse))]),
        ("          message = \"Open Nearby to get alerts.\"", []),
        ("        } else if event.accuracyLimited {", [.test(.event, .flag(.accuracyLimited))]),
        ("          message = \"Alerts need Precise Location.\"", []),
        ("        } else if event.conditionLimitExceeded {", [.test(.event, .flag(.conditionLimitExceeded))]),
        ("          message = \"Too many places watched.\"", []),
        ("        } else if event.state == .satisfied {", [.test(.event, .satisfied)]),
        ("          message = \"You are at \\(event.identifier).\"", []),
        ("        } else {", [.test(.event, .otherwise)]),
        ("          message = \"You left \\(event.identifier).\"", []),
        ("        }", []),
        ("      }", []),
        ("    }", []),
        ("  }", []),
        ("", []),
        ("  // What the last run held, saved by the app.", []),
        ("  func recreate() async {", [.recreateSessions, .recreateActivity, .recreateUpdates, .recreateMonitor]),
        ("    for goal in Saved.goals {", [.recreateSessions]),
        ("      hold(CLServiceSession(authorization: goal))", [.recreateSessions]),
        ("    }", []),
        ("    if Saved.activity { keepRunning() }", [.recreateActivity]),
        ("    if Saved.updates { startUpdates() }", [.recreateUpdates]),
        ("    if Saved.watching { await openMonitor() }", [.recreateMonitor]),
        ("  }", []),
        ("", []),
        ("  func show(_ location: CLLocation, approximate: Bool) {", []),
        ("    message = approximate ? \"Near you\" : \"Here\"", []),
        ("  }", []),
        ("}", []),
        ("", []),
        ("struct NearbyView: View {", []),
        ("  let model: NearbyModel", []),
        ("  var body: some View {", []),
        ("    VStack {", []),
        ("      Text(model.message)", []),
        ("      LocationButton(.currentLocation) {", [.buttonTap]),
        ("        model.message = \"Shared once: nearby places.\"", [.buttonAction]),
        ("      }", []),
        ("    }", []),
        ("    .task { model.openMap() }", [.session(.whenInUse)]),
        ("  }", []),
        ("}", []),
        ("", []),
        ("// What the app held, in its UserDefaults.", []),
        ("enum Saved {", []),
        ("  static var goals: [CLServiceSession.AuthorizationRequirement] = []", []),
        ("  static var activity = false, updates = false, watching = false", []),
        ("}", []),
    ]
}
