import LocflowCore
import LocflowTesting
import Testing

/// Records delegate calls by Core Location's method names, with what the manager read then.
final class Recorder: LocationManagingDelegate {
    var calls: [String] = []
    func locationManagerDidChangeAuthorization(_ manager: any LocationManaging) {
        calls.append("locationManagerDidChangeAuthorization → \(modelStatus(manager.authorizationStatus).rawValue)")
    }
    func locationManager(_ manager: any LocationManaging, didChangeAuthorization status: LocationAuthorizationStatus) {
        calls.append("didChangeAuthorization status: \(modelStatus(status).rawValue)")
    }
    func locationManager(_ manager: any LocationManaging, didFailWithError error: any Error) { calls.append("didFailWithError \(error)") }
    func locationManager(_ manager: any LocationManaging, didUpdateLocations locations: [LocationValue]) { calls.append("didUpdateLocations") }
    func locationManager(_ manager: any LocationManaging, didEnterRegion region: RegionValue) { calls.append("didEnterRegion \(region.identifier)") }
}

/// The phone and its managers: delegate methods per iOS version, when callbacks arrive, the
/// vocabulary of scenario files, the app's process.
@Suite("LocflowTesting phone and manager")
struct SimulatedPhoneTests {
    @Test("the person's steps read as the scenario file's lines (the action table)")
    func vocabulary() throws {
        let phone = SimulatedPhone(ios: "18")
        let manager = SimulatedLocationManager(phone: phone)
        manager.requestWhenInUseAuthorization()
        phone.tap("Allow Once")
        phone.settings.app(.never)
        phone.background()
        phone.wait(.minutes(10))
        phone.event(.regionEntry)
        phone.settings.locationServices(false)
        try phone.perform("settings locationServices on")
        let lines = ["requestWhenInUseAuthorization", "tap Allow Once", "settings app never", "background", "wait 10m", "event regionEntry", "settings locationServices off", "settings locationServices on"]
        #expect(phone.steps.dropFirst().map(\.text) == lines)
        for line in lines { #expect(try Action(parsing: line).text == line) }
        #expect(throws: PhoneError.self) { try phone.perform("requestAlwaysAuthorization") }
    }

    @Test("iOS 14 and later call locationManagerDidChangeAuthorization, earlier ones the status method", arguments: ["13.4", "14", "18"])
    func delegateMethodPerVersion(ios: String) {
        let phone = SimulatedPhone(ios: ios)
        let recorder = Recorder()
        let manager = SimulatedLocationManager(phone: phone)
        manager.delegate = recorder
        manager.requestWhenInUseAuthorization()
        phone.tap(phone.prompt!.labels.first { $0.contains("While Using") }!)
        if ios == "13.4" {
            // iOS 13 sends no creation callback for notDetermined? The model decides (T1): whatever it sent, by the old name.
            #expect(recorder.calls.allSatisfy { $0.hasPrefix("didChangeAuthorization status:") })
            #expect(recorder.calls.last == "didChangeAuthorization status: authorizedWhenInUse")
        } else {
            #expect(recorder.calls == ["locationManagerDidChangeAuthorization → notDetermined", "locationManagerDidChangeAuthorization → authorizedWhenInUse"])
        }
        #expect(phone.delivered.last?.method == (ios == "13.4" ? "locationManager(_:didChangeAuthorization:)" : "locationManagerDidChangeAuthorization(_:)"))
    }

    @Test("with D10 switched, iOS 14+ calls both methods")
    func bothMethods() {
        var options = ModelOptions()
        options.alsoCallDeprecatedDelegate = true
        let phone = SimulatedPhone(ios: "16", options: options)
        let recorder = Recorder()
        SimulatedLocationManager(phone: phone).delegate = recorder
        #expect(recorder.calls == ["locationManagerDidChangeAuthorization → notDetermined", "didChangeAuthorization status: notDetermined"])
    }

    @Test("the creation callback waits for the delegate within the turn, and is gone after the person's next step")
    func creationCallbackTurn() {
        let phone = SimulatedPhone(ios: "18")
        let late = Recorder(), prompt = Recorder()
        let first = SimulatedLocationManager(phone: phone)
        first.delegate = prompt
        #expect(prompt.calls == ["locationManagerDidChangeAuthorization → notDetermined"])
        let second = SimulatedLocationManager(phone: phone)  // createManager
        phone.wait(.seconds(1))
        second.delegate = late
        #expect(late.calls.isEmpty)
        #expect(phone.steps.map(\.text) == ["launch", "createManager", "wait 1s"])
    }

    @Test("a suspended app runs no code: its request is ignored (D22), and it is told what changed on return")
    func suspendedAppIgnored() {
        var plist = InfoPlist.contractDefault
        plist.backgroundModes = nil
        let phone = SimulatedPhone(ios: "18", app: AppConfig(infoPlist: plist))
        let recorder = Recorder()
        let manager = SimulatedLocationManager(phone: phone)
        manager.delegate = recorder
        phone.background()
        #expect(phone.lifecycle == .suspended)
        manager.requestWhenInUseAuthorization()
        #expect(phone.prompt == nil)
        #expect(phone.steps.last?.notes.first?.source == "D22")
        phone.settings.app(.never)
        #expect(recorder.calls.count == 1)  // held while suspended
        phone.foreground()
        #expect(recorder.calls.last == "locationManagerDidChangeAuthorization → denied")
    }

    @Test("a terminated app's managers are dead; a relaunch for an event runs the app's launch code first")
    func relaunch() {
        var launches = 0
        var managers: [SimulatedLocationManager] = []
        let recorder = Recorder()
        let phone = SimulatedPhone(ios: "18") { phone in
            launches += 1
            let manager = SimulatedLocationManager(phone: phone)
            manager.delegate = recorder
            managers.append(manager)
        }
        phone.settings.app(.always)
        managers[0].startMonitoring(for: region("office"))
        phone.terminate()
        #expect(!managers[0].isAlive)
        managers[0].requestAlwaysAuthorization()  // a dead process makes no call
        #expect(phone.steps.last?.text == "terminate")
        let mark = phone.mark()
        phone.event(.regionEntry)
        #expect(launches == 2)
        #expect(managers[1].number == 2)
        #expect(phone.callbacks(since: mark) == ["didChangeAuthorization(authorizedAlways)", "didEnterRegion"])
        #expect(recorder.calls.suffix(2) == ["locationManagerDidChangeAuthorization → authorizedAlways", "didEnterRegion office"])
    }

    @Test("a callback carries the status of its moment, a call from the delegate follows the queued ones")
    func readingDuringDelivery() {
        final class Upgrader: LocationManagingDelegate {
            var seen: [String] = []
            func locationManagerDidChangeAuthorization(_ manager: any LocationManaging) {
                seen.append(modelStatus(manager.authorizationStatus).rawValue)
                if manager.authorizationStatus == .authorizedWhenInUse { manager.requestAlwaysAuthorization() }
            }
        }
        let phone = SimulatedPhone(ios: "18")
        let upgrader = Upgrader()
        let manager = SimulatedLocationManager(phone: phone)
        manager.delegate = upgrader
        manager.requestWhenInUseAuthorization()
        phone.tap("Allow While Using App")
        #expect(upgrader.seen == ["notDetermined", "authorizedWhenInUse"])
        #expect(phone.prompt?.kind == .upgrade)
        #expect(phone.steps.map(\.text).suffix(2) == ["tap Allow While Using App", "requestAlwaysAuthorization"])
    }

    @Test("the temporary full accuracy completion runs when the person answers, nil even for Don't Allow (D21)")
    func temporaryAccuracyCompletion() {
        let phone = SimulatedPhone(ios: "18")
        let manager = SimulatedLocationManager(phone: phone)
        manager.requestWhenInUseAuthorization()
        phone.togglePrecise()
        phone.tap("Allow While Using App")
        #expect(manager.accuracyAuthorization == .reducedAccuracy)
        // The completion is @Sendable (Core Location's signature); the phone calls it on this thread.
        final class Answers: @unchecked Sendable { var values: [String] = [] }
        let answers = Answers()
        manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Delivery") { answers.values.append($0.map { "\($0)" } ?? "nil") }
        #expect(phone.prompt?.kind == .temporaryFullAccuracy)
        #expect(answers.values.isEmpty)
        phone.tap("Don't Allow")
        #expect(answers.values == ["nil"])
        #expect(manager.accuracyAuthorization == .reducedAccuracy)
    }

    @Test("a failed callback check reads as a diff with the steps that caused it")
    func readableDiff() {
        let phone = SimulatedPhone(ios: "18")
        let manager = SimulatedLocationManager(phone: phone)
        manager.requestWhenInUseAuthorization()
        phone.tap("Allow While Using App")
        manager.requestAlwaysAuthorization()
        let mark = phone.mark()
        phone.tap("Keep Only While Using")
        #expect(phone.callbackDiff([], since: mark) == nil)
        let diff = phone.callbackDiff(["didChangeAuthorization(authorizedAlways)"], since: mark)
        #expect(diff?.contains("- didChangeAuthorization(authorizedAlways)") == true)
        #expect(diff?.contains("tap Keep Only While Using") == true)
        let transcript = phone.transcript.split(separator: "\n").map(String.init)
        #expect(transcript.prefix(2) == ["0. launch → didChangeAuthorization(notDetermined)", "1. requestWhenInUseAuthorization (app)"])
        #expect(transcript.contains("   prompt: upgrade [\"Keep Only While Using\", \"Change to Always Allow\"]"))
        #expect(phone.promptDiff(.whenInUse, buttons: ["Allow Once", "Allow While Using App", "Don’t Allow"]) != nil)
        #expect(phone.promptDiff(.upgrade)?.hasPrefix("prompt differs on iOS 18: expected upgrade, on screen no prompt after `tap Keep Only While Using`") == true)
    }

    @Test("modern objects: a session's diagnostics, the live updates, the monitor's events (iOS 18)")
    func modern() async {
        let phone = SimulatedPhone(ios: "18", modern: true)
        let session = SimulatedServiceSession(phone: phone, authorization: .whenInUse)
        #expect(session.number == 1)
        #expect(phone.prompt?.kind == .whenInUse)
        let updates = phone.liveUpdates()
        phone.tap("Don't Allow")
        var flags: [Diagnostics] = []
        for await diagnostic in session.diagnostics { flags.append(diagnostic.flags) }
        #expect(flags.last?.contains(.authorizationDenied) == true)
        var seen: [LiveUpdate] = []
        for await update in updates.updates { seen.append(update) }
        #expect(seen.last?.authorizationDenied == true)
        var kept = updates.updates.makeAsyncIterator()
        while await kept.next() != nil {}
        phone.settings.app(.whileUsing)
        phone.event(.locationUpdate)
        var rest: [LiveUpdate] = []
        while let update = await kept.next() { rest.append(update) }
        #expect(rest.last?.hasLocation == true)
        #expect(updates.updates.all.count == seen.count + rest.count)
        session.invalidate()
        #expect(phone.steps.last?.text == "session end 1")
        phone.settings.app(.always)
        let monitor = phone.monitor()
        monitor.addRegion(identifier: "home")
        phone.event(.satisfied, "home")
        #expect(monitor.events.all.last?.state == .satisfied)
        #expect(monitor.events.all.last?.identifier == "home")
    }
}
