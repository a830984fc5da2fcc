import Foundation
@testable import Patterns
import Testing

@Suite struct FacadeTests {
    /// Records every subsystem call in order, shared by the three spies of one test.
    final class CallLog {
        var calls: [String] = []
    }

    struct SpyLoader: ImageLoading {
        let log: CallLog
        func loadImage(named name: String) throws(ImageStoreError) -> PixelImage {
            log.calls.append("load")
            return try RemoteImageLoader().loadImage(named: name)
        }
    }

    struct SpyEncoder: ImageEncoding {
        let log: CallLog
        func encode(_ image: PixelImage, as format: ImageFileFormat) -> Data {
            log.calls.append("encode")
            return ImageCodec().encode(image, as: format)
        }
        func decode(_ data: Data, file: String) throws(ImageStoreError) -> PixelImage {
            log.calls.append("decode")
            return try ImageCodec().decode(data, file: file)
        }
    }

    final class SpyDisk: ImageDiskStoring {
        let log: CallLog
        let real = ImageDiskStore()
        init(log: CallLog) { self.log = log }
        func write(_ data: Data, toFile file: String) throws(ImageStoreError) {
            log.calls.append("write")
            try real.write(data, toFile: file)
        }
        func read(file: String) throws(ImageStoreError) -> Data {
            log.calls.append("read")
            return try real.read(file: file)
        }
        func fileNames() -> [String] { real.fileNames() }
        func remove(file: String) throws(ImageStoreError) {
            log.calls.append("remove")
            try real.remove(file: file)
        }
    }

    /// Each ramp character read as a grey (rounded down, as the catalogue does) must draw
    /// as the same character again, or a lossless PNG would seem to change.
    @Test func everyGreyOfTheRampDrawsAsItsOwnCharacter() throws {
        let ramp = PixelImage.greyRamp
        let greys = ramp.indices.map { UInt8($0 * 255 / (ramp.count - 1)) }
        let image = try #require(PixelImage(width: greys.count, height: 1, pixels: greys))
        #expect(image.asciiArt == [String(ramp)])
    }

    @Test func anImageRoundTripsThroughTheDisk() throws {
        let disk = ImageDiskStore()
        let writer = ImageAPIFacade(disk: disk)
        try writer.saveRemoteImage(named: "logo")
        let file = disk.folder.appendingPathComponent("logo.png")
        #expect(FileManager.default.fileExists(atPath: file.path))
        // A second facade over the same folder shares no memory with the first: only the disk.
        let reader = ImageAPIFacade(disk: ImageDiskStore(folder: disk.folder))
        #expect(try reader.image(named: "logo") == RemoteImageLoader().loadImage(named: "logo"))
        #expect(reader.savedImageNames() == ["logo"])
    }

    @Test func theFacadeCallsTheSubsystemsInTheRightOrder() throws {
        let log = CallLog()
        let facade = ImageAPIFacade(loader: SpyLoader(log: log), encoder: SpyEncoder(log: log), disk: SpyDisk(log: log))
        try facade.saveRemoteImage(named: "avatar")
        #expect(log.calls == ["load", "encode", "write"])
        log.calls.removeAll()
        _ = try facade.image(named: "avatar")
        #expect(log.calls == ["read", "decode"])
        log.calls.removeAll()
        try facade.saveRemoteImage(named: "avatar", format: .jpeg(quality: 0.5))
        #expect(log.calls == ["load", "encode", "write", "remove"], "one name is one file: the png goes")
        #expect(facade.savedFiles() == ["avatar.jpg"])
    }

    @Test func pngIsExactAndJpegLosesGreyLevels() throws {
        let facade = ImageAPIFacade()
        let original = try RemoteImageLoader().loadImage(named: "banner")
        try facade.save(original, named: "exact")
        try facade.save(original, named: "lossy", format: .jpeg(quality: 0.2))
        #expect(try facade.image(named: "exact") == original)
        let lossy = try facade.image(named: "lossy")
        #expect(Set(lossy.pixels).count < Set(original.pixels).count)
        #expect((lossy.width, lossy.height) == (original.width, original.height))
        let codec = ImageCodec()
        #expect(codec.encode(original, as: .jpeg(quality: 0.2)).count < codec.encode(original, as: .png).count,
                "fewer grey levels make longer runs")
        #expect(throws: ImageStoreError.unreadableData("junk")) { try codec.decode(Data("PTI junk".utf8), file: "junk") }
    }

    @Test func badNamesAndMissingImagesAreRefusedWithoutTouchingTheDisk() {
        let disk = ImageDiskStore()
        let facade = ImageAPIFacade(disk: disk)
        #expect(throws: ImageStoreError.invalidName("../etc")) { try facade.saveRemoteImage(named: "../etc") }
        #expect(throws: ImageStoreError.notFoundRemotely("moon")) { try facade.saveRemoteImage(named: "moon") }
        #expect(throws: ImageStoreError.notSaved("logo")) { try facade.image(named: "logo") }
        #expect(throws: ImageStoreError.notSaved("logo")) { try facade.removeImage(named: "logo") }
        #expect(disk.fileNames().isEmpty)
    }

    @Test func theListingIgnoresOtherFilesAndTheFolderGoesWithTheStore() throws {
        var folder: URL?
        do {
            let disk = ImageDiskStore()
            folder = disk.folder
            try disk.write(Data("hello".utf8), toFile: "notes.txt")
            try ImageAPIFacade(disk: disk).saveRemoteImage(named: "logo")
            #expect(disk.fileNames() == ["logo.png"])
            #expect(FileManager.default.fileExists(atPath: disk.folder.path))
        }
        let removed = try #require(folder)
        #expect(!FileManager.default.fileExists(atPath: removed.path), "deinit must clean up the temp folder")
    }

    @Test func theDemoExplainsWhatToSaveFirst() {
        let session = DemoSession(FacadeDemo.self)
        #expect(session.run("load logo").entries.last?.text == "no image named 'logo' is saved: `save logo` first")
        #expect(session.run("save moon").entries.last?.text == "there is no remote image 'moon': try avatar, banner, logo")
        #expect(session.run("save logo").succeeded)
        #expect(session.run("load logo").succeeded)
        #expect(!session.statePanel.joined().contains("/"), "the temp path must never be shown")
    }

    @Test func jpgIsAnotherNameForJPEG() {
        #expect(ImageFileFormat(named: "jpg") == .jpeg(quality: 0.5))
        #expect(ImageFileFormat(named: "JPEG", jpegQuality: 0.9) == .jpeg(quality: 0.9))
        #expect(ImageFileFormat(named: "png") == .png)
        #expect(ImageFileFormat(named: "gif") == nil)
    }

    @Test func theDemoSavesAJpgAndNamesItTheSameWayThroughout() {
        let session = DemoSession(FacadeDemo.self)
        let saved = session.run("save logo jpg")
        #expect(saved.succeeded)
        let lines = saved.entries.map(\.text)
        #expect(lines.contains("client called saveRemoteImage(named: logo, format: .jpeg)"))
        #expect(lines.contains { $0.hasSuffix("bytes of JPEG") })
        #expect(lines.contains("  → disk wrote logo.jpg"))
        #expect(session.statePanel.contains("  logo.jpg"))
        #expect(session.run("save logo gif").entries.last?.text == "unknown format 'gif': use one of png, jpeg, jpg")
    }
}
