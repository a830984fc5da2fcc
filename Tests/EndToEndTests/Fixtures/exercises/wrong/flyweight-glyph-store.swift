// expect-failure: must create 3 glyphs, all through the store
// A proper cache in the store, but the page makes its own glyphs and the initialiser stays open.
import Synchronization

/// The flyweight: what every "e" on a page has in common. Immutable,
/// so any number of pages and threads can share one.
final class Glyph: Sendable {
    let character: Character
    /// The outline from the font file (a stand-in here): heavy, and
    /// the same for every copy of the character.
    let outline: [UInt8]

    init(character: Character) {
        self.character = character
        outline = [UInt8](repeating: 0, count: 4_096)
    }
}

/// The context: one per character on the page. Only its place is its own.
struct PlacedGlyph: Sendable {
    let glyph: Glyph
    let column: Int
    let row: Int
}

/// The flyweight factory: one glyph per character, made on first request.
final class GlyphStore: Sendable {
    private struct Cache {
        var glyphs: [Character: Glyph] = [:]
        var created = 0
    }

    private let cache = Mutex(Cache())

    /// How many glyphs this store has created so far.
    var created: Int { cache.withLock { $0.created } }

    func glyph(for character: Character) -> Glyph {
        // Look up, create and insert under one lock, so two callers
        // can never both miss and make two glyphs for one character.
        cache.withLock { cache in
            if let known = cache.glyphs[character] { return known }
            let made = Glyph(character: character)
            cache.glyphs[character] = made
            cache.created += 1
            return made
        }
    }
}

/// The client: it places characters and gets every glyph from the store.
struct Page {
    let store: GlyphStore
    private(set) var glyphs: [PlacedGlyph] = []

    init(store: GlyphStore) { self.store = store }

    mutating func write(_ text: String, row: Int) {
        for (column, character) in text.enumerated() {
            glyphs.append(PlacedGlyph(glyph: Glyph(character: character), column: column, row: row))
        }
    }
}
