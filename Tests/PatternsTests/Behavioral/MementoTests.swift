import Foundation
@testable import Patterns
import Testing

@Suite struct MementoTests {
    @Test func restoreBringsBackExactlyTheSavedState() throws {
        let game = GameLevel()
        try game.change(.score, to: "120")
        try game.change(.checkpoint, to: "bridge")
        let saved = game.state
        let memento = try game.save()
        try game.change(.lives, to: "0")
        try game.change(.level, to: "7")
        #expect(game.state != saved)
        try game.restore(from: memento)
        #expect(game.state == saved)
    }

    @Test func aMementoIsAnImmutableSnapshot() throws {
        let game = GameLevel()
        let memento = try game.save()
        let bytes = memento.data
        try game.change(.score, to: "999")
        #expect(memento.data == bytes)
        let other = GameLevel()
        try other.restore(from: memento)
        #expect(other.state.score == 0)
    }

    @Test func aMementoSurvivesARoundTripThroughItsBytes() throws {
        let game = GameLevel()
        try game.change(.checkpoint, to: "castle")
        try game.change(.lives, to: "1")
        let archived = Data(try game.save().data)
        let elsewhere = GameLevel()
        try elsewhere.restore(from: LevelMemento(data: archived))
        #expect(elsewhere.state == game.state)
    }

    @Test func badBytesAreRefusedAndChangeNothing() throws {
        let game = GameLevel()
        try game.change(.score, to: "5")
        let before = game.state
        #expect(throws: MementoError.self) { try game.restore(from: LevelMemento(data: Data("nonsense".utf8))) }
        #expect(game.state == before)
    }

    @Test func theCaretakerNumbersSlotsAndRefusesMissingOnes() throws {
        var slots = SaveSlots()
        #expect(throws: MementoError("no saves yet: use save first")) { try slots.memento(inSlot: 1) }
        let game = GameLevel()
        #expect(slots.keep(try game.save()) == 1)
        #expect(throws: MementoError("no slot 2: slots are 1 to 1")) { try slots.memento(inSlot: 2) }
        let session = DemoSession(MementoDemo.self)
        #expect(session.run("change lives many").entries.last?.text
            == "lives must be a whole number from 0 to 99, not 'many'")
        #expect(session.run("restore -1000000000").entries.last?.text == "no saves yet: use save first")
        #expect(session.run("restore -9223372036854775808").entries.last?.text
            == "the slot is far too small: '-9223372036854775808'")
    }

    @Test func changesAreValidatedAndThePanelStaysNarrow() throws {
        let game = GameLevel()
        #expect(throws: MementoError("a checkpoint is a name of 1 to 24 characters")) { try game.change(.checkpoint, to: "  ") }
        #expect(throws: MementoError.self) { try game.change(.checkpoint, to: String(repeating: "x", count: 25)) }
        #expect(throws: MementoError.self) { try game.change(.score, to: "9223372036854775807") }
        #expect(throws: MementoError.self) { try game.change(.level, to: "0") }
        #expect(game.state == LevelState())
        var slots = SaveSlots()
        _ = slots.keep(try game.save())
        #expect(throws: MementoError("no slot -9223372036854775808: slots are 1 to 1")) { try slots.memento(inSlot: Int.min) }
        let session = DemoSession(MementoDemo.self)
        #expect(session.run("change score 0").entries.last?.text == "score is already 0: nothing changed")
        session.run("change checkpoint \"the very long bridge road\"")
        session.run("change checkpoint \"the very long bridge rd\"")
        #expect(session.statePanel.allSatisfy { $0.count <= 40 })
        #expect(session.statePanel.last == "SaveSlots (caretaker): 0 mementos")
    }
}
