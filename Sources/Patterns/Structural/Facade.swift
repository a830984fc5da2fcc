import Foundation
import Localization

// Facade: one small, high-level interface over several subsystems that must be used
// together in the right order. The client says "save the logo" and "give me the logo";
// only the facade knows that this means a loader, an encoder and a disk store.
//
// Differences from the source tutorial's ImageAPIFacade, on purpose:
// - The source tutorial lists the save folder with `flatMap` where a plain `map` is meant (every file
//   name becomes exactly one URL; nothing is optional). flatMap over optionals is deprecated.
// - Its listing and its "remove all" only know `.jpg`, so a PNG it saved itself was never
//   listed or removed. Here the disk store knows every format the encoder writes.
// - Its `retrieveSavedImage(with: URL)` made clients handle file URLs, leaking the disk
//   subsystem through the facade. Clients here use image names only.
// - URLSession, UIImage and the Documents folder are iOS pieces; the "remote" is a small
//   in-memory catalogue and the folder is a unique temporary one, removed in deinit.

/// A small greyscale picture: one byte per pixel, 0 is black and 255 is white.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt8]

    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard (1...255).contains(width), (1...255).contains(height), pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Characters from darkest to lightest, for drawing greys in a terminal.
    public static let greyRamp = Array("@%#*+=-:. ")

    /// Rows of ramp characters, for showing in a terminal. The nearest character, not the
    /// one below: a grey read from the ramp must come back as the same character.
    public var asciiArt: [String] {
        let ramp = Self.greyRamp
        return (0..<height).map { row in
            String(pixels[(row * width)..<((row + 1) * width)].map { ramp[(Int($0) * (ramp.count - 1) + 127) / 255] })
        }
    }
}

/// How an image is written to disk. PNG keeps every grey level; JPEG trades detail for size.
public enum ImageFileFormat: Sendable, Equatable {
    case png
    /// quality from 0 (smallest, coarsest) to 1 (best).
    case jpeg(quality: Double)

    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .jpeg: "jpg"
        }
    }

    public static let fileExtensions = ["png", "jpg"]

    /// The format's usual name, as the encoder speaks of it: `PNG`, `JPEG`.
    public var name: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        }
    }

    /// `png`, `jpeg` or `jpg` (the extension JPEG files carry), in any case.
    public init?(named name: String, jpegQuality: Double = 0.5) {
        switch name.lowercased() {
        case "png": self = .png
        case "jpeg", "jpg": self = .jpeg(quality: jpegQuality)
        default: return nil
        }
    }
}

public enum ImageStoreError: Error, Equatable, Sendable {
    case invalidName(String)
    case notFoundRemotely(String)
    case notSaved(String)
    case unreadableData(String)
    case diskFailure(String)

    public var message: String {
        switch self {
        case .invalidName(let name): localized("'{0}' is not a valid image name: use letters, digits and -", name)
        case .notFoundRemotely(let name): localized("there is no remote image named '{0}'", name)
        case .notSaved(let name): localized("no image named '{0}' is saved", name)
        case .unreadableData(let file): localized("{0} is not an image this encoder wrote", file)
        case .diskFailure(let detail): localized("the disk store failed: {0}", detail)
        }
    }
}

// MARK: The subsystems, each with one job

/// Fetches an image by name from "the network".
public protocol ImageLoading {
    func loadImage(named name: String) throws(ImageStoreError) -> PixelImage
}

/// Turns images into bytes and back.
public protocol ImageEncoding {
    func encode(_ image: PixelImage, as format: ImageFileFormat) -> Data
    func decode(_ data: Data, file: String) throws(ImageStoreError) -> PixelImage
}

/// Reads and writes whole files in one folder.
public protocol ImageDiskStoring {
    func write(_ data: Data, toFile file: String) throws(ImageStoreError)
    func read(file: String) throws(ImageStoreError) -> Data
    func fileNames() -> [String]
    func remove(file: String) throws(ImageStoreError)
}

/// A stand-in for a web server: a few tiny images drawn with the ASCII ramp.
public struct RemoteImageLoader: ImageLoading {
    public static let catalogue: [String: [String]] = [
        "logo": ["  @@@@  ", " @%  %@ ", "  @@@@  "],
        "avatar": [" *##* ", "#.@@.#", " *##* "],
        "banner": ["@%#*+=-:. ", " .:-=+*#%@"],
    ]

    public init() {}

    public static var names: [String] { catalogue.keys.sorted() }

    public func loadImage(named name: String) throws(ImageStoreError) -> PixelImage {
        guard let rows = Self.catalogue[name], let image = Self.image(from: rows) else {
            throw .notFoundRemotely(name)
        }
        return image
    }

    private static func image(from rows: [String]) -> PixelImage? {
        let ramp = PixelImage.greyRamp
        let width = rows.first?.count ?? 0
        let pixels = rows.flatMap { row in
            row.map { character in UInt8((ramp.firstIndex(of: character) ?? 0) * 255 / (ramp.count - 1)) }
        }
        return PixelImage(width: width, height: rows.count, pixels: pixels)
    }
}

/// A toy codec: a 6-byte header (`PTI`, format, width, height), then the pixels as runs of
/// (count, grey) byte pairs. The JPEG stand-in is lossy like the real thing: lower quality
/// keeps fewer grey levels, which makes longer runs and so smaller files.
public struct ImageCodec: ImageEncoding {
    private static let magic: [UInt8] = Array("PTI".utf8)
    private static let headerSize = 6

    public init() {}

    public func encode(_ image: PixelImage, as format: ImageFileFormat) -> Data {
        let header = Self.magic + [Self.formatByte(format), UInt8(image.width), UInt8(image.height)]
        return Data(header + Self.runs(of: image.pixels.map { Self.quantize($0, for: format) }))
    }

    public func decode(_ data: Data, file: String) throws(ImageStoreError) -> PixelImage {
        let bytes = [UInt8](data)
        guard bytes.count >= Self.headerSize, Array(bytes.prefix(3)) == Self.magic,
              let pixels = Self.pixels(fromRuns: Array(bytes.dropFirst(Self.headerSize))),
              let image = PixelImage(width: Int(bytes[4]), height: Int(bytes[5]), pixels: pixels)
        else { throw .unreadableData(file) }
        return image
    }

    private static func runs(of pixels: [UInt8]) -> [UInt8] {
        var encoded: [UInt8] = []
        var index = pixels.startIndex
        while index < pixels.endIndex {
            let grey = pixels[index]
            let length = pixels[index...].prefix { $0 == grey }.prefix(255).count
            encoded += [UInt8(length), grey]
            index += length
        }
        return encoded
    }

    /// Nil when the bytes are not whole (count, grey) pairs.
    private static func pixels(fromRuns bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count.isMultiple(of: 2) else { return nil }
        return stride(from: 0, to: bytes.count, by: 2).flatMap { index in
            Array(repeating: bytes[index + 1], count: Int(bytes[index]))
        }
    }

    private static func formatByte(_ format: ImageFileFormat) -> UInt8 {
        switch format {
        case .png: 0
        case .jpeg: 1
        }
    }

    private static func quantize(_ pixel: UInt8, for format: ImageFileFormat) -> UInt8 {
        guard case .jpeg(let quality) = format else { return pixel }
        let step = 1 + Int((1 - min(max(quality, 0), 1)) * 127)
        return UInt8(Int(pixel) / step * step)
    }
}

/// Files in one private folder under the system's temporary directory. Each store gets a
/// unique folder, created on first write and deleted with the store.
public final class ImageDiskStore: ImageDiskStoring {
    public let folder: URL
    private let fileManager = FileManager.default

    public init(folder: URL) {
        self.folder = folder
    }

    /// A store in a fresh folder of its own, so two stores (or two tests) never meet.
    public convenience init() {
        let unique = "pattern-tutor-images-" + UUID().uuidString
        self.init(folder: FileManager.default.temporaryDirectory.appendingPathComponent(unique, isDirectory: true))
    }

    deinit {
        try? fileManager.removeItem(at: folder)
    }

    public func write(_ data: Data, toFile file: String) throws(ImageStoreError) {
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: folder.appendingPathComponent(file), options: .atomic)
        } catch {
            throw .diskFailure(localized("could not write {0}", file))
        }
    }

    public func read(file: String) throws(ImageStoreError) -> Data {
        do {
            return try Data(contentsOf: folder.appendingPathComponent(file))
        } catch {
            throw .diskFailure(localized("could not read {0}", file))
        }
    }

    /// The image files in the folder, sorted. A plain `map` from name to name: the source tutorial's
    /// `flatMap` here was a deprecated spelling of the same thing.
    public func fileNames() -> [String] {
        let contents = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
        return contents
            .map { URL(fileURLWithPath: $0) }
            .filter { ImageFileFormat.fileExtensions.contains($0.pathExtension) }
            .map(\.lastPathComponent)
            .sorted()
    }

    public func remove(file: String) throws(ImageStoreError) {
        do {
            try fileManager.removeItem(at: folder.appendingPathComponent(file))
        } catch {
            throw .diskFailure(localized("could not remove {0}", file))
        }
    }
}

// MARK: The facade

/// The one object clients use for images. It decides which subsystem to call, in what order,
/// and how names map to files; none of that leaks out.
public final class ImageAPIFacade {
    /// Hears one line per subsystem call, for a learner watching the facade work.
    public var onStep: ((String) -> Void)?
    private let loader: any ImageLoading
    private let encoder: any ImageEncoding
    private let disk: any ImageDiskStoring

    public init(loader: any ImageLoading = RemoteImageLoader(), encoder: any ImageEncoding = ImageCodec(),
                disk: any ImageDiskStoring = ImageDiskStore()) {
        self.loader = loader
        self.encoder = encoder
        self.disk = disk
    }

    /// Downloads the named remote image and saves it: loader, then encoder, then disk.
    public func saveRemoteImage(named name: String, format: ImageFileFormat = .png) throws(ImageStoreError) {
        try validate(name)
        let image = try loader.loadImage(named: name)
        step(localized("loader fetched {0} ({1}×{2} pixels)", name, image.width, image.height))
        try save(image, named: name, format: format)
    }

    /// Saves an image the client already has: encoder, then disk. One name is one file, so
    /// a copy saved earlier in another format is replaced.
    public func save(_ image: PixelImage, named name: String, format: ImageFileFormat = .png) throws(ImageStoreError) {
        try validate(name)
        let data = encoder.encode(image, as: format)
        // Never 1 byte (the header alone is 6), so English keeps "bytes" as it always did.
        step(localized(count: data.count, one: "encoder made {0} byte of {1}", other: "encoder made {0} bytes of {1}",
                       format.name))
        let file = "\(name).\(format.fileExtension)"
        try disk.write(data, toFile: file)
        step(localized("disk wrote {0}", file))
        for stale in files(named: name) where stale != file {
            try disk.remove(file: stale)
            step(localized("disk removed the older {0}", stale))
        }
    }

    /// The saved image with this name: disk, then encoder.
    public func image(named name: String) throws(ImageStoreError) -> PixelImage {
        try validate(name)
        guard let file = files(named: name).first else { throw .notSaved(name) }
        let data = try disk.read(file: file)
        step(localized(count: data.count, one: "disk read {1} ({0} byte)", other: "disk read {1} ({0} bytes)", file))
        let image = try encoder.decode(data, file: file)
        step(localized("encoder decoded {0}×{1} pixels", image.width, image.height))
        return image
    }

    /// The names of the saved images, sorted, without file extensions.
    public func savedImageNames() -> [String] {
        disk.fileNames().map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    }

    /// The saved file for each name, e.g. `logo.png`: for showing formats, not for opening.
    public func savedFiles() -> [String] {
        disk.fileNames()
    }

    public func removeImage(named name: String) throws(ImageStoreError) {
        try validate(name)
        let matching = files(named: name)
        guard !matching.isEmpty else { throw .notSaved(name) }
        for file in matching {
            try disk.remove(file: file)
            step(localized("disk removed {0}", file))
        }
    }

    private func files(named name: String) -> [String] {
        disk.fileNames().filter { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent == name }
    }

    /// Names become file names, so they must not smuggle in paths such as `../x`.
    private func validate(_ name: String) throws(ImageStoreError) {
        let allowed = name.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }
        guard !name.isEmpty, name.count <= 32, allowed else { throw .invalidName(name) }
    }

    private func step(_ line: String) {
        onStep?(line)
    }
}

// MARK: The demo

public final class FacadeDemo: Demo {
    public static let info = DemoInfo(
        id: "facade",
        title: "Facade",
        family: .structural,
        summary: """
            The client asks ImageAPIFacade to save or load images by name. Behind it a \
            loader fetches remote images, an encoder turns pixels into PNG or JPEG bytes and \
            a disk store keeps the files in a private temporary folder. The lines marked → \
            show which subsystems the facade coordinated for each simple call.
            """,
        commands: [
            DemoCommand("save", "<name> [format]", arguments: 1...2,
                        help: "download a remote image (logo, avatar, banner) and save it as png or jpeg (jpg)"),
            DemoCommand("load", "<name>", arguments: 1...1, help: "load a saved image and show it"),
            DemoCommand("list", help: "list the saved images"),
            DemoCommand("delete", "<name>", arguments: 1...1, help: "delete a saved image"),
        ],
        tour: [
            TourStep("save logo", "One call; the facade runs loader, encoder and disk in order."),
            TourStep("load logo", "Loading is one call too: disk, then the encoder decodes."),
            TourStep("save banner jpeg", "Ask for JPEG: the facade picks the encoder's lossy mode..."),
            TourStep("load banner", "...so the banner comes back with fewer grey levels."),
            TourStep("list", "The client sees names, never files, folders or encoders."),
            TourStep("delete logo", "Deleting goes straight to the disk store."),
        ])

    private let facade = ImageAPIFacade()
    private var steps: [String] = []

    public init() {
        facade.onStep = { [weak self] line in self?.steps.append(line) }
    }

    public func perform(_ input: DemoInput) throws(DemoError) -> [String] {
        switch input.name {
        case "save":
            let (name, format) = (input.words[0], try fileFormat(input))
            return try attempt { () throws(ImageStoreError) in
                try facade.saveRemoteImage(named: name, format: format)
                let formatName = format == .png ? ".png" : ".jpeg"
                return report(localized("client called saveRemoteImage(named: {0}, format: {1})", name, formatName))
            }
        case "load":
            let name = input.words[0]
            return try attempt { () throws(ImageStoreError) in
                let image = try facade.image(named: name)
                return report(localized("client called image(named: {0})", name)) + image.asciiArt.map { "| \($0) |" }
            }
        case "list": return list()
        case "delete":
            let name = input.words[0]
            return try attempt { () throws(ImageStoreError) in
                try facade.removeImage(named: name)
                return report(localized("client called removeImage(named: {0})", name))
            }
        default: throw DemoError(localized("facade has no command {0}", input.name))
        }
    }

    private func fileFormat(_ input: DemoInput) throws(DemoError) -> ImageFileFormat {
        guard input.word(1) != nil else { return .png }
        // jpg is accepted too: it is the name the saved file ends in.
        let name = try input.choice(1, named: localized("format"), among: ["png", "jpeg", "jpg"])
        return ImageFileFormat(named: name) ?? .png
    }

    /// Runs a facade call, turning its error into a message for the learner.
    private func attempt(_ call: () throws(ImageStoreError) -> [String]) throws(DemoError) -> [String] {
        do {
            return try call()
        } catch {
            steps.removeAll()
            throw DemoError(message(for: error))
        }
    }

    private func list() -> [String] {
        let names = facade.savedImageNames()
        return [localized("client called savedImageNames()"),
                names.isEmpty ? localized("no images saved") : localized("saved: {0}", names.joined(separator: ", "))]
    }

    /// The client's call, then what the facade did behind it.
    private func report(_ call: String) -> [String] {
        defer { steps.removeAll() }
        return [call] + steps.map { "  → " + $0 }
    }

    private func message(for error: ImageStoreError) -> String {
        switch error {
        case .notFoundRemotely(let name):
            localized("there is no remote image '{0}': try {1}", name, RemoteImageLoader.names.joined(separator: ", "))
        case .notSaved(let name): localized("no image named '{0}' is saved: `save {0}` first", name)
        default: error.message
        }
    }

    public var statePanel: [String] {
        let files = facade.savedFiles()
        return [localized("client → ImageAPIFacade"), "  " + localized("behind it: loader, encoder, disk"),
                localized("remote images: {0}", RemoteImageLoader.names.joined(separator: ", ")),
                localized("files on disk (private temp folder):")]
            + (files.isEmpty ? ["  " + localized("none")] : files.map { "  " + $0 })

    }
}
