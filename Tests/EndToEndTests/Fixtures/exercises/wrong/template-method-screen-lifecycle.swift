// expect-failure: LessonScreen must call super.viewDidLoad() first
/// A base class in the manner of UIViewController: `show()` owns the
/// life cycle, and subclasses fill in the hooks.
class Screen {
    private(set) var isLoaded = false
    private(set) var appearances = 0
    var views: [String] = []

    /// The template method, `final` so that no subclass can reorder it.
    final func show() {
        if !isLoaded {
            isLoaded = true
            viewDidLoad()
        }
        viewWillAppear()
        appearances += 1
        viewDidAppear()
    }

    // Hooks: an override calls super first.
    func viewDidLoad() { views = ["background"] }
    func viewWillAppear() {}
    func viewDidAppear() {}
}

/// A lesson page: a title view added once, and the lesson's number
/// shown afresh each time the page appears.
final class LessonScreen: Screen {
    var lessonNumber = 1
    private(set) var titleText = ""

    override func viewDidLoad() {
        views.append("title")        // super is never called
    }

    override func viewWillAppear() {
        super.viewWillAppear()
        titleText = "Lesson \(lessonNumber)"
    }
}
