@testable import Patterns
import Testing

@Suite struct TargetActionTests {
    private typealias Button = TargetAction.Button
    private typealias Slider = TargetAction.Slider
    private typealias Editor = TargetAction.Editor

    /// Records which action ran, and with which event.
    private final class Recorder {
        var calls: [String] = []
        func pressed(_ sender: Button) { calls.append("pressed \(sender.title)") }
        func released(_ sender: Button) { calls.append("released \(sender.title)") }
        func changed(_ sender: Slider) { calls.append("changed \(Int(sender.value))") }
    }

    @Test func theActionReachesTheTargetWithItsSender() {
        let button = Button(title: "save")
        let slider = Slider(title: "zoom", value: 100, range: 10...400)
        let editor = Editor(number: 1)
        button.addTarget(editor, action: Editor.save, named: "save", for: .touchUpInside)
        slider.addTarget(editor, action: Editor.zoom, named: "zoom", for: .valueChanged)
        let deliveries = button.tap()
        slider.slide(to: 250)
        #expect(deliveries == [.sent(action: "save")])
        #expect(editor.saves == 1)
        #expect(editor.zoomLevel == 250)
    }

    @Test func aDeallocatedTargetReceivesNothingAndNothingCrashes() {
        let button = Button(title: "save")
        weak var weakEditor: Editor?
        do {
            let editor = Editor(number: 1)
            weakEditor = editor
            button.addTarget(editor, action: Editor.save, named: "save", for: .touchUpInside)
        }
        #expect(weakEditor == nil)
        #expect(button.tap() == [.targetGone(action: "save")])
    }

    @Test func eventsAreFilteredByKind() {
        let button = Button(title: "ok")
        let recorder = Recorder()
        button.addTarget(recorder, action: Recorder.pressed, named: "pressed", for: .touchDown)
        button.addTarget(recorder, action: Recorder.released, named: "released", for: .touchUpInside)
        #expect(button.sendActions(for: .valueChanged).isEmpty)
        #expect(recorder.calls.isEmpty)
        button.sendActions(for: .touchDown)
        #expect(recorder.calls == ["pressed ok"])
        button.tap()
        #expect(recorder.calls == ["pressed ok", "pressed ok", "released ok"])
    }

    @Test func removingATargetForAnEventStopsOnlyThatEvent() {
        let button = Button(title: "ok")
        let recorder = Recorder()
        button.addTarget(recorder, action: Recorder.pressed, named: "pressed", for: [.touchDown, .touchUpInside])
        button.removeTarget(recorder, for: .touchDown)
        button.tap()
        #expect(recorder.calls == ["pressed ok"])
        button.removeTarget(nil, for: .touchUpInside)
        button.tap()
        #expect(recorder.calls == ["pressed ok"])
    }

    @Test func theDemoRefusesAnActionWithTheWrongSenderType() {
        let session = DemoSession(TargetActionDemo.self)
        let outcome = session.run("bind zoom to editor.save")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text
                == "Editor.save takes a Button sender, not a Slider: in Swift that is a compile error")
        #expect(session.run("bind save to window.save").entries.last?.text.contains("editor.<method>") == true)
    }

    @Test func addingTheSameTripleTwiceChangesNothing() {
        let button = Button(title: "save")
        let editor = Editor(number: 1)
        #expect(button.addTarget(editor, action: Editor.save, named: "save", for: .touchUpInside))
        #expect(!button.addTarget(editor, action: Editor.save, named: "save", for: .touchUpInside))
        button.tap()
        #expect(editor.saves == 1)
        // A new event for the same pair is a new triple, and it is kept.
        #expect(button.addTarget(editor, action: Editor.save, named: "save", for: .touchDown))
        button.tap()
        #expect(editor.saves == 3)
        #expect(button.actions.descriptions.count == 2)
    }

    @Test func theDemoSaysWhenABindingIsAlreadyThereAndSavesOnce() {
        let session = DemoSession(TargetActionDemo.self)
        session.run("bind save to editor.save")
        let again = session.run("bind save to editor.save")
        #expect(again.entries.last?.text.contains("already bound") == true)
        let tap = session.run("tap save")
        #expect(tap.entries.filter { $0.text.contains("saved (sender") }.count == 1)
    }

    @Test(arguments: [("-10", "10%"), ("99999999999999999999", "400%"), ("1e3", "400%")])
    func aSlideOutsideTheRangeSaysItWasClamped(typed: String, end: String) {
        let session = DemoSession(TargetActionDemo.self)
        let outcome = session.run("slide \(typed)")
        #expect(outcome.succeeded)
        #expect(outcome.entries.map(\.text).contains("\(typed) is outside 10–400%: clamped to \(end)"))
        #expect(outcome.entries.map(\.text).contains("zoom slider value is \(end)"))
    }

    @Test func unbindingAControlWithNoPairsSaysNothingChanged() {
        let session = DemoSession(TargetActionDemo.self)
        #expect(session.run("unbind revert").entries.last?.text == "revert has no pair: nothing changed")
        session.run("bind revert to editor.revert")
        #expect(session.run("unbind revert").entries.last?.text == "removeTarget(nil) on revert: 1 pair gone")
    }
}
