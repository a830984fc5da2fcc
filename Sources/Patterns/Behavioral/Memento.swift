import Foundation
import Localization

// Cocoa's memento is archiving: NSKeyedArchiver and NSCoding turn an object's state into
// bytes. In Swift the same job is done by Codable and JSONEncoder. The memento holds only
// those bytes, so the caretaker that stores it can keep it and hand it back, but cannot
// read or change the state inside: encapsulation is kept.

/// The state worth saving. Others may read it; only the originator encodes it into a
/// memento and decodes a memento back into it.
public struct LevelState: Codable, Equatable, Sendable {
    public var level = 1
    public var score = 0
    public var lives = 3
    public var checkpoint = "start"
}

/// The fields a player may change, by name.
public enum LevelField: String, CaseIterable, Sendable {
    case level, score, lives, checkpoint

    /// The values a number field takes; nil for the checkpoint, which is a name.
    /// Bounded so the state always fits one short panel line.
    public var allowed: ClosedRange<Int>? {
        switch self {
        case .level: 1...99
        case .score: 0...999_999
        case .lives: 0...99
        case .checkpoint: nil
        }
    }

    /// The longest checkpoint name.
    public static let maximumCheckpointLength = 24
}

/// A snapshot: immutable encoded bytes. A `let` of a value type, so nothing the
/// originator does later can reach into it.
public struct LevelMemento: Sendable, Equatable {
    public let data: Data

    public init(data: Data) {
        self.data = data
    }
}

public struct MementoError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// The originator: a game level that can save itself to a memento and come back from one.
public final class GameLevel {
    public private(set) var state = LevelState()

    public init() {}

    public func change(_ field: LevelField, to value: String) throws(MementoError) {
        guard let allowed = field.allowed else {
            let name = value.trimmingWhitespace
            let longest = LevelField.maximumCheckpointLength
            guard (1...longest).contains(name.count) else {
                throw MementoError(localized("a checkpoint is a name of 1 to {0} characters", longest))
            }
            state.checkpoint = name
            return
        }
        guard let number = Int(value), allowed.contains(number) else {
            throw MementoError(localized("{0} must be a whole number from {1} to {2}, not '{3}'", field.rawValue,
                                         allowed.lowerBound, allowed.upperBound, DemoInput.shortened(value)))
        }
        switch field {
        case .level: state.level = number
        case .score: state.score = number
        case .lives: state.lives = number
        case .checkpoint: break
        }
    }

    public func save() throws(MementoError) -> LevelMemento {
        let encoder = JSONEncoder()
        // Sorted keys make the bytes the same on every run and platform.
        encoder.outputFormatting = .sortedKeys
        do {
            return LevelMemento(data: try encoder.encode(state))
        } catch {
            throw MementoError(localized("the level could not be archived: {0}", "\(error)"))
        }
    }

    /// Decodes first and only then replaces the state, so bad bytes change nothing.
    public func restore(from memento: LevelMemento) throws(MementoError) {
        do {
            state = try JSONDecoder().decode(LevelState.self, from: memento.data)
        } catch {
            throw MementoError(localized("that memento is not a saved level: nothing was restored"))
        }
    }
}

/// The caretaker: keeps mementos in numbered slots without ever looking inside them.
public struct SaveSlots: Sendable {
    public private(set) var mementos: [LevelMemento] = []

    public init() {}

    /// Stores a memento and returns its slot number, counted from 1.
    public mutating func keep(_ memento: LevelMemento) -> Int {
        mementos.append(memento)
        return mementos.count
    }

    public func memento(inSlot slot: Int) throws(MementoError) -> LevelMemento {
        // `slot >= 1` first, so `slot - 1` can never overflow.
        guard slot >= 1, slot <= mementos.count else {
            throw MementoError(mementos.isEmpty ? localized("no saves yet: use save first")
                                : localized("no slot {0}: slots are 1 to {1}", slot, mementos.count))
        }
        return mementos[slot - 1]
    }
}

public final class MementoDemo: Demo {
    public static let info = DemoInfo(
        id: "memento",
        title: "Memento",
        family: .behavioral,
        summary: """
            A game level (the originator) saves its state as a memento: JSON bytes made by \
            Codable, like an NSKeyedArchiver archive. The save slots (the caretaker) keep \
            mementos without reading them; restoring brings back exactly what was saved.
            """,
        commands: [
            DemoCommand("save", help: "the level archives its state into a new slot"),
            DemoCommand("change", "<field> <value>", arguments: 2...2, help: "change level, score, lives or checkpoint"),
            DemoCommand("restore", "<slot>", arguments: 1...1, help: "the level decodes a slot's memento"),
            DemoCommand("list", help: "what the caretaker holds: sizes only, never the contents"),
            DemoCommand("peek", "<slot>", arguments: 1...1, help: "show a slot's raw bytes as text"),
        ],
        tour: [
            TourStep("save", "The level writes its state into a memento; slot 1 keeps it."),
            TourStep("change score 120", "Play on: the live state changes..."),
            TourStep("change checkpoint bridge", "...a little more."),
            TourStep("peek 1", "Slot 1 still holds the old bytes: a memento is a frozen snapshot."),
            TourStep("save", "Save again: slot 2 is a second, separate snapshot."),
            TourStep("change lives 0", "Disaster."),
            TourStep("restore 1", "The level decodes slot 1 and is exactly as it was then."),
            TourStep("list", "The caretaker knows slots and sizes, never what is inside."),
        ])

    private let game = GameLevel()
    private var slots = SaveSlots()

    public init() {}

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "save": return try refusing(save)
        case "change": return try change(input)
        case "restore":
            let slot = try input.integer(0, named: localized("the slot"))
            return try refusing { () throws(MementoError) in try restore(slot) }
        case "list": return list()
        case "peek":
            let slot = try input.integer(0, named: localized("the slot"))
            return try refusing { () throws(MementoError) in try peek(slot) }
        default: throw DemoError(localized("memento has no command {0}", input.name))
        }
    }

    private func save() throws(MementoError) -> [String] {
        let memento = try game.save()
        let slot = slots.keep(memento)
        let size = memento.data.count
        // The English says "bytes" for any size; Russian picks the form by the count.
        return [localized(count: size, one: "the level archived itself: {0} bytes of JSON",
                          other: "the level archived itself: {0} bytes of JSON"),
                localized("the caretaker keeps it in slot {0}", slot)]
    }

    private func change(_ input: DemoInput) throws(DemoError) -> [String] {
        let names = LevelField.allCases.map(\.rawValue).joined(separator: ", ")
        guard let field = LevelField(rawValue: input.words[0].lowercased()) else {
            throw DemoError(localized("unknown field '{0}': use one of {1}", input.words[0], names))
        }
        let before = game.state
        try refusing { () throws(MementoError) in try game.change(field, to: input.words[1]) }
        let now = value(of: field)
        guard game.state != before else { return [localized("{0} is already {1}: nothing changed", field.rawValue, now)] }
        return [localized("{0} is now {1} (saved slots are untouched)", field.rawValue, now)]
    }

    private func value(of field: LevelField) -> String {
        switch field {
        case .level: "\(game.state.level)"
        case .score: "\(game.state.score)"
        case .lives: "\(game.state.lives)"
        case .checkpoint: game.state.checkpoint
        }
    }

    private func restore(_ slot: Int) throws(MementoError) -> [String] {
        try game.restore(from: slots.memento(inSlot: slot))
        let state = game.state
        return [localized("the caretaker hands back slot {0}", slot),
                localized("the level decodes it: level {0}, score {1}, lives {2}, at {3}",
                          state.level, state.score, state.lives, state.checkpoint)]
    }

    private func refusing<Result>(_ body: () throws(MementoError) -> Result) throws(DemoError) -> Result {
        do {
            return try body()
        } catch {
            throw DemoError(error.message)
        }
    }

    private func list() -> [String] {
        guard !slots.mementos.isEmpty else { return [localized("no saves yet")] }
        return slots.mementos.enumerated().map { slot, memento in
            let size = memento.data.count
            return localized(count: size, one: "slot {1}: {0} bytes", other: "slot {1}: {0} bytes", slot + 1)
        }
    }

    private func peek(_ slot: Int) throws(MementoError) -> [String] {
        let memento = try slots.memento(inSlot: slot)
        return [localized("slot {0} holds:", slot), String(decoding: memento.data, as: UTF8.self)]
    }

    public var statePanel: [String] {
        let state = game.state
        let saved = slots.mementos.count
        return [localized("GameLevel (originator)"),
                "  level \(state.level)  score \(state.score)  lives \(state.lives)",
                "  checkpoint: \(state.checkpoint)",
                localized(count: saved, one: "SaveSlots (caretaker): {0} memento", other: "SaveSlots (caretaker): {0} mementos")]
            .map { DemoText.cut($0) }
    }
}
