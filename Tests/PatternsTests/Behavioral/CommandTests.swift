@testable import Patterns
import Testing

@Suite struct CommandTests {
    private func editedHistory() throws -> (CommandHistory<TextDocument>, [String]) {
        let history = CommandHistory(receiver: TextDocument())
        var texts = [history.receiver.text]
        try history.perform(InsertText("hello"))
        texts.append(history.receiver.text)
        try history.perform(InsertText(", world"))
        texts.append(history.receiver.text)
        try history.perform(DeleteText(count: 6))
        texts.append(history.receiver.text)
        return (history, texts)
    }

    @Test func undoThenRedoRestoresTheTextExactlyAtEachStep() throws {
        let (history, texts) = try editedHistory()
        #expect(texts == ["", "hello", "hello, world", "hello,"])
        for expected in texts.dropLast().reversed() {
            try history.undo()
            #expect(history.receiver.text == expected)
        }
        for expected in texts.dropFirst() {
            try history.redo()
            #expect(history.receiver.text == expected)
        }
        try history.undo()
        #expect(history.receiver.text == texts[2])
    }

    @Test func aNewCommandClearsTheRedoStack() throws {
        let (history, _) = try editedHistory()
        try history.undo()
        try history.undo()
        #expect(history.redoStack.count == 2)
        try history.perform(InsertText("!"))
        #expect(history.redoStack.isEmpty)
        #expect(history.receiver.text == "hello!")
        #expect(throws: CommandRefusal.nothingToRedo) { try history.redo() }
    }

    @Test func undoOnAnEmptyHistoryIsRefusedClearly() {
        let history = CommandHistory(receiver: TextDocument(text: "draft"))
        #expect(throws: CommandRefusal.nothingToUndo) { try history.undo() }
        #expect(history.receiver.text == "draft")
        let session = DemoSession(CommandDemo.self)
        let outcome = session.run("undo")
        #expect(!outcome.succeeded)
        #expect(outcome.entries.last?.text == "nothing to undo: the undo stack is empty")
    }

    @Test func aRefusedCommandChangesNothingAndIsNotRecorded() throws {
        let history = CommandHistory(receiver: TextDocument())
        try history.perform(InsertText("abc"))
        #expect(throws: CommandRefusal.self) { try history.perform(DeleteText(count: 4)) }
        #expect(history.receiver.text == "abc")
        #expect(history.undoStack.count == 1)
    }

    @Test func deleteRemembersWhatItRemoved() throws {
        let history = CommandHistory(receiver: TextDocument(text: "swift"))
        try history.perform(DeleteText(count: 3))
        #expect(history.undoStack.last?.title == "delete 3 (\"ift\")")
        try history.undo()
        #expect(history.receiver.text == "swift")
    }

    @Test func thePanelCountsInPlainEnglishAndStaysNarrow() {
        let session = DemoSession(CommandDemo.self)
        session.run("do insert \"\(String(repeating: "long text ", count: 5))\"")
        #expect(session.statePanel.contains("undo: 1 command"))
        #expect(session.statePanel.contains("redo: 0 commands"))
        #expect(session.statePanel.allSatisfy { $0.count <= 40 })
    }
}
