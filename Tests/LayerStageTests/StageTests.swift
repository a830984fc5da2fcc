import Animation
import GoldenFiles
import LayerStage
import Patterns
import Raster
import TerminalKit
import Testing

@Suite struct StageTests {
    @Test func theSeedStageIsBounceSpinAndPopMadeByTheFactory() throws {
        let stage = try Stage.seed()
        #expect(stage.layers.map(\.kind) == [.bounce, .spin, .pop])
        #expect(stage.layers.map(\.model.color) == ["red", "green", "blue"])
        #expect(stage.layers.allSatisfy { $0.animations.allSatisfy { $0.duration == 1.33 && $0.repeatCount == .infinity } })
    }

    @Test func aStageLayerShowsWhatTheLayerObjectShows() throws {
        let frame = Layer.Rect(x: 0, y: 0, width: 60, height: 60)
        for kind in AnimationKind.allCases {
            let layer = AnimatableLayerFactory.layer(withFrame: frame, animation: kind)
            try layer.startAnimations()
            let stageLayer = try StageLayer.make(kind, number: 1, frame: frame)
            for time in stride(from: 0.0, through: 3, by: 0.17) {
                #expect(stageLayer.presentation(at: time) == layer.presentation(at: time), "\(kind) at \(time)")
            }
        }
    }

    /// Laying the row out again moves each layer as remaking it in its new frame would.
    @Test func aLayerAddedLaterShowsWhatOneMadeInItsPlaceShows() throws {
        var stage = try Stage.seed()
        try stage.add(.shake)
        let frames = SeedLayout.frames(count: 4, inViewOfWidth: stage.viewWidth, height: stage.viewHeight)
        for (layer, frame) in zip(stage.layers, frames) {
            let remade = try StageLayer.make(layer.kind, number: layer.number, frame: frame)
            for time in [0.0, 0.3, 0.9] {
                #expect(layer.presentation(at: time) == remade.presentation(at: time), "\(layer.kind) at \(time)")
            }
        }
    }

    /// A creator's row joins the stage: its factory method chose each layer's class.
    @Test func aCreatorsRowJoinsTheStage() throws {
        var stage = try Stage.seed()
        try stage.addRow(of: 2, from: FadingRow())
        #expect(stage.layers.map(\.kind) == [.bounce, .spin, .pop, .fade, .fade])
        #expect(stage.layers.map(\.number) == [1, 2, 3, 4, 5])
        #expect(stage.viewWidth == 560)
    }

    @Test func framesRepeatEveryDuration() throws {
        let stage = try Stage.seed()
        for time in [0.0, 0.2, 0.5, 1.0] {
            let first = StageRenderer.lines(stage, at: time, columns: 60, rows: 12, mode: .braille)
            let later = StageRenderer.lines(stage, at: time + 1.33 * 3, columns: 60, rows: 12, mode: .braille)
            #expect(first == later, "at \(time)")
        }
        let start = StageRenderer.lines(stage, at: 0, columns: 60, rows: 12, mode: .braille)
        let middle = StageRenderer.lines(stage, at: 0.4, columns: 60, rows: 12, mode: .braille)
        #expect(start != middle, "the layers move")
    }

    @Test func everyFrameLineIsExactlyTheCanvasWide() throws {
        let stage = try Stage.seed()
        for mode in RasterMode.allCases {
            let lines = StageRenderer.lines(stage, at: 0.3, columns: 50, rows: 14, mode: mode)
            #expect(lines.count == 14)
            #expect(lines.allSatisfy { DisplayWidth.of($0.text) == 50 })
        }
    }

    @Test func aCircleOnTheStageLooksRound() throws {
        var stage = Stage()
        try stage.add(.pop)
        for mode in [RasterMode.braille, .halfBlock] {
            let lines = StageRenderer.lines(stage, at: 0, columns: 80, rows: 30, mode: mode).map(\.text)
            let drawnRows = lines.indices.filter { lines[$0].contains { $0 != " " } }
            let drawnColumns = lines.flatMap { line in line.enumerated().filter { $0.element != " " }.map(\.offset) }
            let width = Double((drawnColumns.max() ?? 0) - (drawnColumns.min() ?? 0) + 1)
            let height = Double(drawnRows.count) * 2
            #expect(abs(width / height - 1) <= 0.1, "\(mode): \(width) units wide, \(height) tall")
        }
    }

    @Test func theFactoryAddsLayersAndTheRowStillFits() throws {
        var stage = try Stage.seed()
        try stage.add(.pop)
        try stage.add(.shake)
        #expect(stage.layers.map(\.kind) == [.bounce, .spin, .pop, .pop, .shake])
        #expect(stage.layers.map(\.number) == [1, 2, 3, 4, 5])
        let lines = StageRenderer.lines(stage, at: 0, columns: 100, rows: 20, mode: .ascii).map(\.text)
        // Five shapes, separated by blank columns, none cut by the edges.
        let middle = lines[10]
        let shapes = middle.split(separator: " ", omittingEmptySubsequences: true)
        #expect(shapes.count == 5, "\(middle)")
        #expect(middle.first == " " && middle.last == " ")
    }

    @Test func hiddenLayersAreNotDrawn() throws {
        var stage = try Stage.seed()
        stage.setVisible(false, layer: 2)
        let lines = StageRenderer.lines(stage, at: 0, columns: 60, rows: 12, mode: .ascii).map(\.text)
        #expect(lines[6].split(separator: " ").count == 2)
    }

    @Test func framesAsTextAreSeparatedByFormFeedsAndDeterministic() throws {
        let stage = try Stage.seed()
        let text = StageFrames.text(stage, frames: 4, fps: 30, columns: 40, rows: 10, mode: .braille)
        #expect(text.components(separatedBy: "\n\u{0C}\n").count == 4)
        #expect(text == StageFrames.text(stage, frames: 4, fps: 30, columns: 40, rows: 10, mode: .braille))
        let ascii = StageFrames.text(stage, frames: 2, fps: 30, columns: 40, rows: 10, mode: .ascii)
        #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func goldenFrames() throws {
        let stage = try Stage.seed()
        for time in [0.0, 0.3325, 0.665, 0.9975] {
            let braille = StageRenderer.lines(stage, at: time, columns: 48, rows: 10, mode: .braille)
            let ascii = StageRenderer.lines(stage, at: time, columns: 48, rows: 10, mode: .ascii)
            let text = (braille + [StyledLine("----")] + ascii).map(\.text).joined(separator: "\n") + "\n"
            expectGolden(text, named: "seed-48x10-t\(Int(time * 10_000))")
        }
    }

    @Test func curvePlotsShowOvershootAboveOne() {
        let pop = CurvePlot.lines(AnimationDefault.popTiming, columns: 40, rows: 12, mode: .braille)
        #expect(pop.count == 12)
        #expect(pop.allSatisfy { DisplayWidth.of($0.text) == 40 })
        expectGolden(pop.map(\.text).joined(separator: "\n") + "\n", named: "curve-pop-40x12")
        let linear = CurvePlot.lines(.linear, columns: 40, rows: 12, mode: .ascii)
        expectGolden(linear.map(\.text).joined(separator: "\n") + "\n", named: "curve-linear-40x12")
    }
}
