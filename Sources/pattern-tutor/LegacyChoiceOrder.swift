import Course
import Progress

/// The shipped course's questions as release 0.2.0 wrote them: each question's id, then its
/// choices' words (`QuizQuestion.Choice.key`) in that release's file order, tab-separated; a
/// typed-answer question is its id alone.
///
/// Answers saved by 0.2.0 and earlier hold the positions of the chosen choices on screen, and
/// choices were shown in file order then. The choices have since been reordered in the files
/// (no answer key sits mostly at position 2 any more), so those positions are read against
/// this table, not against today's files, when the store converts them to choices' words.
/// Generated once from the lessons at 2fb0eeb; never edit it.
enum LegacyChoiceOrder {
    static let release020: [String: [String]] = {
        var table: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if let id = fields.first { table[id] = Array(fields.dropFirst()) }
        }
        return table
    }()

    private static let text = #"""
cocoa-patterns-responder-chain	Observer	Chain of Responsibility	Composite	Command
cocoa-patterns-linux	NotificationCenter.default with addObserver(forName:object:queue:using:)	XMLParser with an XMLParserDelegate, from FoundationXML	FileManager.default	observe(\.score) on an @objc dynamic property	addTarget(_:action:for:) with a #selector
cocoa-patterns-which-pattern
cocoa-patterns-sign-out	A delegate on the sign-out code	A notification posted through NotificationCenter	Target-action with the sign-out code as the target	A data source
cocoa-patterns-mvc	The view observes the model directly and redraws itself	The model holds a reference to the view and updates it	Not directly: the controller updates the model from the view's actions and updates the view when the model changes	Through the responder chain
cocoa-patterns-cluster-swift	It cannot: class clusters can only be written in Objective-C	A static factory method, or an enum, in front of private types, returning them through one public type	By subclassing NSNumber	With @objc dynamic initialisers
cocoa-patterns-weak-delegate
single-responsibility-wording	A type should do only one thing	A type should have only one method that other types call	A module should be responsible to one, and only one, actor	Every function should be shorter than one screen
single-responsibility-actors	The teachers who set how the average is weighted	The school board that sets the pass mark	The web designer who owns the page's layout	The compiler team that ships new Swift versions
single-responsibility-tax-change	ReceiptFormatter, because the footer shows the rate	Checkout, which must learn the new percentage	Nothing is edited: the app passes TaxPolicy(percent: 25) in	PriceList, because totals change
single-responsibility-accidental-duplication	None: identical code should always be merged	The two serve different actors; when the designer changes receipts, the ledger would change too	Merging makes the code slower	Swift does not allow two types to share a function
single-responsibility-shotgun	The principle was applied correctly; many small edits are the price	The split is along the wrong seams: code that changes together was pulled apart	The types should all become classes	The discount needs a singleton
single-responsibility-which-principle
single-responsibility-mvc-nickname
open-closed-closed-means	That its source file is read-only	That new behaviour can be added without editing its working code	That it has no public methods	That it is marked final
open-closed-which-principle
open-closed-silent	A compile error points at the switch	The program crashes at run time	It compiles and the cow sings ?	The cow sings Woof, the first case
open-closed-enum	Adding a case makes the compiler flag every switch that lacks it	Adding a new operation is one new function, with no edits elsewhere	Adding a case needs no edits anywhere	A default: clause would hide the cases added later
open-closed-scenario	Agree: every switch violates the open-closed principle	Keep an enum and a switch until new kinds actually start arriving; the abstraction costs more than it saves	Replace the enum with strings so new rows need no code	Make the screen a singleton so it cannot be modified
open-closed-expression-problem
liskov-substitution-compiler	That it has the required methods and properties, with matching types	That its methods keep the base type's documented promises	That equal values produce equal hashes	That it never calls fatalError
liskov-substitution-stretch	20, because Square is a Rectangle	16, because setting the height also set the width to 4	25, because setting the width also set the height to 5	It does not compile, because a Square is not a Rectangle
liskov-substitution-fixes	Square and Rectangle as separate structs conforming to a Shape protocol whose contract both keep	An immutable Rectangle class with let sides, and Square as its subclass	A mutable Square subclass whose width setter traps (stops the program) when the new width differs from the height	A mutable Square subclass, with a comment asking callers to check is Square
liskov-substitution-hashable	The set always holds one element	The set always holds two elements	The count may be 1 or 2, and may differ between runs	The code does not compile
liskov-substitution-refused-bequest
liskov-substitution-nsarray-copy	Because NSArray cannot be retained	Because the caller may pass an NSMutableArray and keep changing it afterwards	Because copying makes the array faster to read	Because NSMutableArray is not a subclass of NSArray
interface-segregation-viewpoint	The conforming type's: it should conform to as few protocols as possible	The client's: the code that takes a value of the protocol type and uses only part of it	The compiler's: protocols with many requirements compile slowly	The framework author's: protocols should have at most three methods
interface-segregation-fat-costs	SimplePrinter must write scan and fax stubs that fail when called	PrintQueue accepts a machine that cannot print, and fails only at run time	A change to fax's signature touches code that never faxes	OfficeCopier cannot conform to it
interface-segregation-which-principle
interface-segregation-sequence	[Int]	some RandomAccessCollection<Int>	some Sequence<Int>	NSArray
interface-segregation-optional	They use default implementations in a protocol extension, which Linux lacks	The methods are optional and UIKit checks responds(to:) before calling; @objc optional needs the Objective-C runtime	UIKit generates the missing methods at compile time	Every delegate method is required, so it cannot be spared
interface-segregation-codable
dependency-inversion-what-inverted	The order in which the objects are created	The direction of the calls at run time: the database now calls the service	The direction of the source-code dependency: the low-level code depends on an abstraction the high-level code owns	The inheritance hierarchy: subclasses become superclasses
dependency-inversion-injection-only	init(database: DatabaseStore), where DatabaseStore is a concrete class	init(store: any UserStore), where the service's module declares UserStore	A property var database: SQLiteDatabase set from outside after creation	init(save: @escaping (String) -> Void)
dependency-inversion-leaky	Part A: high-level modules should not depend on low-level modules	Part B: abstractions should not depend on details	Neither: any protocol is an abstraction	Interface segregation, not dependency inversion
dependency-inversion-clock-scenario	Make ReportGenerator a singleton so tests can reset it	Give ReportGenerator a clock (for example some Clock<Duration> and a function that returns now) from outside, and pass a controllable one in tests	Run the tests only during the day	Subclass Date to return a fixed value
dependency-inversion-which-principle
dependency-inversion-composition-root
kiss-which-principle	DRY: the greeting text is written twice	Liskov substitution: EnglishGreeting cannot replace Greeting	KISS: a protocol and a factory with one product and one caller do what a function would	Dependency inversion: the caller depends on a concrete class
kiss-accidental	A type-erasure wrapper written so that a protocol with one conformer can be stored in an array	Handling the hour that repeats when daylight saving time ends	A configuration option that no caller ever sets	Refusing a payment when the card has expired	A home-made event bus where one closure callback would do
kiss-essential
kiss-massive-vc	They are right: fewer types is always simpler	One file is easy to find but not simple: its jobs are tangled, so each change risks the others. Focused types remove the tangles	KISS does not apply to view controllers	Splitting it would violate YAGNI
kiss-short-vs-simple	A, because it is one line	B, because the cases can be read off the page one by one	Neither: they have the same logic, so they are equally simple	A, because switch is slower than the conditional operator
kiss-closure
dry-which-principle	KISS: the code is too complicated	DRY: one limit is written twice, and the copies already disagree	YAGNI: nobody needs an upload limit	Occam's razor: there are too many functions
dry-knowledge	The server's base URL typed as a string literal in five files	A comment above a constant that says "max 20" while the constant is 24	Two unit tests that each build their own sample Lesson	guard let used to unwrap optionals in many functions	The quiz pass mark and the "lesson read" fraction are both 0.8
dry-rule-of-three
dry-wrong-abstraction	Add a sixth flag for the next case, to keep the code DRY	Replace the flags with an options dictionary	Inline the function back into each caller, drop the branches each one does not use, and then look for what is truly shared	Turn it into a class hierarchy with one subclass per caller
dry-wet
dry-coincidence	Change Limits.standard to 0.9; DRY means one value	Split it into two named constants, because the two values are separate decisions that only happened to match	Keep 0.8 and add + 0.1 in the quiz check	Move the value into a configuration file read by both
yagni-which-principle	DRY: the formats are listed twice	Premature optimisation: the switch is too fast	YAGNI: three formats are declared for a need nobody has yet	Occam's razor: there are too many functions
yagni-costs	The cost of building it	The cost of delay: what was not shipped while it was built	The cost of carrying it: six months of extra code to read and work around	The cost of repair	None: a right guess is free
yagni-smell
yagni-tests	Fair: tests are a feature nobody has asked for	YAGNI depends on tests: they are what keeps later change cheap, and YAGNI applies to presumptive features, not to that	Tests are only needed for code built up front	YAGNI says to write all the tests before any code
yagni-version	Yes: there is only one format, so the field is speculative	Yes: YAGNI forbids any field the code does not read today	No, because YAGNI only applies to user interface code	No: it costs one line now, while files already written keep the format they were written in
yagni-origin
big-design-up-front-doors	The format of the save file on users' devices	The public API of an SDK that other companies will build against	The name of a private helper function	Which actor owns the app's shared model state	The layout of the settings screen
big-design-up-front-royce	That it was the best process for large systems	That it "is risky and invites failure", and that iteration and building the program twice were needed	That design documents were unnecessary	He did not discuss it; the model comes from a later paper
big-design-up-front-scar	The team applied YAGNI too strictly	The code is DRY: both methods share one message	fatalError is the standard way to mark read-only data in Swift	Big design up front: a general protocol was designed before the requirements were known, and a later, read-only need was forced into it
big-design-up-front-one-way
big-design-up-front-lrm	Make every decision as late as possible, ideally after release	Put a decision off until waiting longer would remove a good option, then make it	The last moment at which a design document can still be approved	The point where responsibility moves from designers to programmers
big-design-up-front-vipers	Agree: more structure up front always means fewer bugs later	Start simple and let structure grow with real needs; spend up-front care on the one-way doors, such as the data format and any public API	Refuse all design work; agile means no design	Agree, but only if every module gets a protocol for future needs
premature-optimisation-quote	We should forget about small efficiencies, say about 97% of the time	We should not pass up our opportunities in the critical 3%	Look carefully at the critical code, but only after it has been identified	All optimisation is the root of all evil	With faster hardware, performance no longer needs attention
premature-optimisation-class	Nothing: classes are always faster than structs	It should use struct Scores and inout so the sort is faster	Arrays are copy-on-write, so passing one copies nothing, and the class turned a read into a hidden change that every holder of the object sees	final makes the class slower
premature-optimisation-time-profiler
premature-optimisation-set	Yes: nobody has profiled it, so leave it	No: choosing a data structure that fits the known sizes costs no clarity and turns O(n·m) into O(n + m)	Yes: Sets are always slower than arrays for strings	No, but only if the code is also rewritten with unsafe pointers
premature-optimisation-wmo	Nothing: only classes marked final avoid dynamic dispatch	Treat it as final, call its methods directly and inline them	Turn it into a struct	Remove its reference counting
premature-optimisation-measure	Was it measured in a release build?	Does this function matter to anything users notice, according to a profile?	Is the result of the benchmarked work used, so the optimiser could not delete it?	Is the new code longer? Longer code is always faster	Did the loop use final?
occams-razor-meaning	The simplest explanation is always the true one	Among explanations that fit all the evidence equally well, prefer the one with the fewest assumptions	Prefer the explanation with the shortest description, even if it leaves some facts out	Never create more than one type per concept, whatever the concept
occams-razor-debug	A bug in the Swift compiler	A hardware fault on the test devices	A mistake in the code merged yesterday that reaches this screen	A data race with a background task
occams-razor-hickam
occams-razor-which-principle	Premature optimisation	Occam's razor: two types and a service for a single concept, where the "conversion" copies the value unchanged	Liskov substitution	Big design up front is required here
occams-razor-necessary	A LessonID type, so that a username can no longer be passed where a lesson id is expected	A LessonIDManager that converts between two identical id types	A Username type that owns the validation rule for names	A protocol with one conformer, added "in case"	A layer that passes every value through unchanged
occams-razor-hoofbeats
grasp-expert	Information Expert	Creator	Controller	Pure Fabrication
grasp-creator-criteria	B contains or aggregates A	B has the data needed to initialise A	B records or closely uses A	B is a shared instance that every screen can reach	A and B are declared in the same file
grasp-which-fabrication
grasp-controller-ui	The view controller is the GRASP controller, so the ordering logic belongs in it	The view controller is part of the UI; it should forward the event to a non-UI object that coordinates the use case	GRASP's Controller is the C of MVC, so the model should handle the tap	The tap should be posted as a notification so that no object is responsible
grasp-vendor-scenario	Protected Variations: a stable protocol around the predicted change	Indirection: an intermediate adapter between the till and each vendor's SDK	Polymorphism: one conforming type per vendor instead of if vendor == ...	Information Expert: the SDK has the data, so the till should call it directly everywhere	Creator: each screen should create its own SDK object
grasp-gof-adapter
ddd-language
ddd-value-objects	Money(cents: 500, currency: "EUR")	A date range, "from day 100 to day 121"	A CopyID holding a barcode	A member, who may change name and address over the years	A physical copy of a book that is checked out and in for a decade
ddd-entity-equality	Nothing: entities are compared by identity, so == should compare id	Code that uses == to detect changes, such as SwiftUI and diffing, now sees an edited member as unchanged	The struct stops compiling, because Identifiable forbids Equatable	Swift compares structs by memory address, so == was already by identity
ddd-which-repository
ddd-bounded-context	Make every property non-optional with default values	One aggregate called Book with all 40 properties inside its boundary	Separate bounded contexts, each with its own model (a catalogue Book, a lending Copy, an order line), linked by the ISBN	A generic Repository<Book> so each team edits only its own fields
ddd-overkill	An app that shows and edits records whose rules all live on the server	A two-week prototype to test an idea with users	A lending system with many interacting rules that change every season	A settings screen that stores a few preferences
clean-dependency-rule	Outer rings must not depend on inner rings	Source code dependencies point only inward: inner rings never name anything in outer rings	Every ring must depend on the ring directly outside it	Control may only flow inward, from the UI to the entities
clean-bad-imports	import UIKit	import Adapters	import CoreData	import Entities
clean-which-ring
clean-output-port	It imports the adapters module and calls TransferPresenter directly	It posts a notification with the result as a dictionary	The use-case ring declares an output port protocol; the presenter conforms to it, and Main injects the presenter	It returns the Account entities and lets the view work it out
clean-overkill	Agree: every app should follow all four rings from the start	Push back: with the rules on the server, a view model over a small service is enough; split out a core module later if real rules appear	Agree, but put all the rings in one folder to save time	Skip any separation and call URLSession from the views
clean-modules	An import that would make two modules depend on each other is a build error	Only public declarations are visible from another module, so each ring's API is explicit	Modules make the app run faster, which is the goal of the rule	Folders cannot contain protocols
di-which-form
di-vs-dip	init(clock: any Clock), called with a FixedClock in tests	init(generator: SeededGenerator), a concrete type passed in from outside	let clock = Locator.shared.resolve((any Clock).self) inside the object	let clock = SystemClock() inside the object
di-container-costs	A missing registration compiles and fails only when that type is first resolved	If objects receive the container and resolve their own dependencies, their signatures stop showing what they need	A singleton can capture a dependency that the app later re-registers	Containers cannot create structs, only classes	Every resolve makes a network request
di-captive	The evening clock recipe failed to register	The singleton greeter was built once with a morning clock and keeps it; the new recipe only affects clocks built later	Transient clocks are cached too	resolve always returns the first clock ever registered
di-storyboard	An implicitly unwrapped var service: ProfileService! set in prepare(for:sender:)	An initialiser init?(coder:service:) called through instantiateViewController(identifier:creator:)	ProfileService.shared, read in viewDidLoad	Pass the DI container to the view controller so it resolves the service itself
di-composition-root
svs-private-init	The singleton uses static let, the shared instance static var	The singleton's initialiser is private; the shared instance's is public, so others can be made	The property name: shared means singleton, default means shared instance	Only a singleton is created lazily
svs-which-shared	URLSession.shared	FileManager.default	UserDefaults.standard	NotificationCenter.default	UIApplication.shared
svs-which-code
svs-static-var-fixes	@MainActor static var current, when only main-actor code uses it	@TaskLocal static var current, overridden with withValue in tests	Removing the static and passing an Analytics to the code that needs it	nonisolated(unsafe) static var current	lazy static var current
svs-urlsession-scenario	Change URLSession.shared.configuration at start-up	Create a new URLSession for every request to that API	Create one URLSession(configuration:) with those settings for that API, and reuse it for all its requests	Subclass URLSession and override shared
svs-reset-demo	reset is broken	The singleton lives as long as the process; nothing can replace it with a fresh one, which is why state leaks from one test to the next	rename wrote the name to disk	The settings screen cached the old value
af-creates	Other factories, one per family ("a factory of factories")	A family of related products that are meant to be used together	Exactly one product, choosing its concrete class from an argument	One complex object, assembled over several steps
af-which-pattern
af-factory-of-factories	Nothing: asking for the factory each time is how the pattern is meant to be used	The family is chosen again for each product, so nothing stops a CPU from one family and an MMU from another	It creates a new CPU on each call, where the pattern requires a single shared instance	The lookup method should be private
af-scenario	A ChartKit protocol with makeAxis(), makeLegend() and makePlotArea(), one implementation per renderer, and one kit passed to the chart	A ChartKit protocol with associated types for the three products, so that a chart generic over one kit can only combine that kit's parts	One function make(_ part: Part, renderer: Renderer) called once per part	Making the concrete axis, legend and plot-area classes public so callers can pick the right ones
af-costs	A new family is one new concrete factory and its products; a new kind of product needs a method in the protocol and in every factory	A new family needs a new method in every factory; a new kind of product is one new type	Both need changes to every client	Both are free, because the client only sees protocols
af-cocoa-renderer	Only the output file's name	The whole family: the matching format and context classes come with it	A singleton shared by every renderer	Nothing: the context class is picked by the caller
fm-caller-type	PoppingLayer	Layer & Animatable, and nothing more specific	Any, which the caller must cast to PoppingLayer	AnimationKind.pop
fm-key-times	0, 0.25, 0.5, 0.75, 1	0, 0.1, 0.5, 0.9, 1	0, 0.2, 0.4, 0.6, 0.8, 1	0, 0.5, 0.25, 0.75, 1
fm-pop-curve	The x of its first control point, 0.5, makes it start late	The y of its first control point, 1.43, is above 1, so progress overshoots past 1 and then settles back	Its repeat count is infinite	isAdditive: true adds the curve to itself
fm-cocoa-name
fm-which-pattern	Factory Method	Abstract Factory	Builder	Prototype
fm-static-vs-init	Return an instance of a private subclass	Return an object it made earlier, from a cache	Return nil when its arguments are invalid	Throw an error	Take labelled arguments
fm-scenario	Add a default: case to each switch, so unknown formats become TextBook	Write one factory method, say BookFactory.book(at:), that returns any Book; make it the only code that names the concrete types, which can then be private	Write an abstract factory with makePDF(), makeEPUB() and makeText() that every screen calls	Keep one book of each format in a singleton, BookStore.shared
builder-when	The parts arrive one by one over time, as in a form the user fills in	The product must be checked as a whole, and must be immutable once made	The same sequence of steps should produce two different products	The type has four properties, all known at the call site, with sensible defaults
builder-which-pattern
builder-memberwise-let	Pizza(name: "Diavola", size: .large, toppings: [])	Pizza(name: "Diavola", toppings: [])	Pizza(toppings: [])	None: structs with default values get no memberwise initialiser
builder-urlcomponents	https://example.com/search, with the slash added for you	https://example.comsearch	nil: with a host, the path must start with /, and the builder checks the whole when it assembles	It traps at run time
builder-scenario	One exporter function with a switch format in every branch of the walk	A director that walks the document once and calls addHeading and addParagraph on a builder protocol, with one builder per output	A singleton exporter that every screen configures before use	Three copies of the walk, one per format
builder-result-optional
singleton-static-let	Both threads may run the initialiser, so two instances can exist	Swift runs the initialiser exactly once; the other thread waits and gets the same instance	The private init() makes the second thread fail	It only works if the first access is wrapped in a lock
singleton-swift6-safe	An actor with a static let shared	A final class marked Sendable that keeps its mutable state in a Mutex	A final class marked Sendable whose stored properties are all let constants of Sendable types	A class with var properties and a static let shared	The same class, with shared marked nonisolated(unsafe)
singleton-dispatch-once
singleton-which-pattern	Singleton	A shared instance that allows others	Object Pool	Factory Method
singleton-two-reads	Nothing: each read is locked, so the pair is consistent	Another thread can change the account between the two reads, so the name and the id may belong to different states; read one snapshot under one lock	The second read deadlocks, because the lock is still held	shared may be a different instance on the second read
singleton-costs	Code that uses it does not say so in its signatures	State one test leaves behind is seen by the next test	Supporting a second instance later means changing every .shared call site	Every access to shared runs the initialiser again	A singleton cannot hold any mutable state in Swift 6
singleton-scenario	Add a reset() method and call it at the start of every test	Mark the tests .serialized so they take turns	Make SessionManager's initialiser non-private, create one per account where the app starts or logs in, and pass it to the code that needs it	Change shared to a nonisolated(unsafe) static var so tests can replace it
proto-struct-shallow	copy.name = "Olga"	copy.photo.caption = "beach"	copy.photo = Photo(caption: "new")	None: a struct is always a deep copy
proto-independent-copy	var b = a, where a is a struct Point { var x: Int; var y: Int }	var b = a, where a is an [Int]	let b = a.clone(), where clone() makes a new object and clones every mutable object it refers to	let b = a, where a is an instance of a class	var b = a, where a is a [Photo] and Photo is a class with a var caption
proto-seed-status	.canceled, because copy(with:) passes the status to init	.initital, the default, because the initialiser drops the value it was given	The code does not compile	It is undefined: the property is never initialised
proto-which-pattern
proto-flatmap	map is faster than compactMap	clone() returns a typed Person, so no cast can fail and nothing can be dropped; flatMap for optionals is deprecated, and compactMap would silently drop anyone whose cast failed	flatMap would make a shallow copy	map keeps the original people in the copy
proto-urlsession	The session uses the new timeout from its next request	Nothing: the session keeps its own copy of the configuration	The session traps, because the configuration is frozen	Every session made from that configuration changes
proto-scenario	Clone each child, and keep the reference to the same canvas rather than cloning the canvas	Copy the array of children as it is, so the duplicate shares them with the original	Clone the children and the canvas, so that nothing at all is shared	Nothing special: assigning the group to a new variable duplicates it
pool-reserve	Exactly as many elements as there are objects	None: items is still empty, so it reserves room for zero elements	Twice the number of objects	It traps, because the array is empty
pool-seed-bugs	take() reads items.count outside the serial queue that guards items	take() returns nil on an empty pool although its comment says it blocks	It uses a serial DispatchQueue to guard the array	Pool never declares conformance to its own ObjectPool protocol
pool-cell-reuse
pool-which-pattern
pool-async-scenario	Call DispatchSemaphore.wait(), blocking the thread until a connection is returned	Suspend the task, for example with a continuation stored in an actor, and resume it when a connection comes back	Return nil while the comment promises that it waits	Open a sixth connection every time, without a limit
pool-fairness	It uses less memory	Otherwise a borrower that arrives just then can take the object first, and an early waiter can be passed over again and again	Waiters cannot be woken any other way	It makes the reset unnecessary
lazy-struct-let	It prints the total, computed now	It prints the total, computed when report was created	It does not compile: the getter is mutating and report is a let	It compiles, but traps at run time
lazy-thread-safe	static let shared = Catalog()	lazy var index = buildIndex() in a class shared between threads	A global let declared in a file other than main.swift	The value of a LazyValue that keeps its state in a Mutex	(1...10).lazy.map(expensive), read from two threads
lazy-guide-dequeue
lazy-sequence-recompute	Once per element of numbers, when squares is created	Only during the first call; the second reuses the results	During each call, for the elements up to the first match, so the work is done twice	Never: lazy sequences do not call their closures
lazy-which-pattern
lazy-scenario	Create the formatter eagerly, or read it once in viewDidLoad before any scrolling	Share one formatter through a static let, so it is made once per process instead of once per screen	Mark it lazy twice	Replace it with .lazy.map, which caches the formatter
cluster-init-swap	Swift has no private classes	A Swift class's init always creates an instance of the class it was called on; it cannot return an object of another class	Swift forbids subclasses of public classes	Swift structs cannot have private properties
cluster-swift-ways	A public, non-open class with a static factory method that returns private subclasses	A public struct whose initialiser stores one case of a private enum	A public struct that holds a private protocol existential, such as any NumberStorage	A public protocol with a public implementation per representation that callers pick themselves
cluster-private-names	Compare against it to detect immutable arrays	Cast to it for faster access	Nothing: it is a private member of the cluster and may change in any OS release	Subclass it to add methods
cluster-which-pattern
cluster-scenario	A public Path protocol with public ArrayPath and CompactPath structs that apps choose between	A public Path struct whose storage is a private enum, chosen inside Path's initialisers	A public Path class that apps are encouraged to subclass	A Path struct with a public storage property
cluster-primitives	Nothing: it inherits the storage of the private member it replaces	Provide its own storage and implement the primitive methods; the other methods are built on them	Override every method of NSString	Call super.init with the string, which the cluster stores for it
adapter-roles	It holds the client and conforms to the adaptee's interface	It holds the adaptee and conforms to the target the client expects	It holds the target and conforms to the adaptee's interface	It subclasses the client and overrides its calls
adapter-which-pattern
adapter-extension-limits	The extension cannot add stored properties	A type can conform to a given protocol only once, so it cannot be adapted two different ways	A member the type already has with the required name and type silently satisfies the requirement	It does not work on final classes	It does not work on structs from another module
adapter-scenario-vendor	Subclass the SDK's main class in each of the forty files	Add the SDK's types to the app's own model types, so both vendors fit	Declare the app's own payment protocol, write an adapter for today's SDK, and make the forty files use the protocol	Wait until the switch, then search and replace the method names
adapter-retroactive
adapter-cocoa-role	The target	The client	The adapter, translating your model into what the table view asks for	The adaptee
decorator-inner-type	So that the cache can call methods that only the news API has	So that it can wrap any service, including another decorator, which is what lets layers stack	Because Swift does not allow a stored property of a class type	To make calls faster through static dispatch
decorator-which-pattern
decorator-order	Cache, then log, then the news API	Log, then cache, then the news API	Either order logs the same calls	Put the log inside the news API, since decorators cannot log network calls
decorator-examples	ratings.lazy.filter { $0 > 80 }, a LazyFilterSequence around the array	SwiftUI's .padding(), which wraps a view in a ModifiedContent that is a View	Combine's map, which returns a Publishers.Map around the upstream publisher	An extension that adds a trimmed() method to every String	A subclass that overrides one method of its superclass
decorator-static-dispatch	hello, ana	HELLO, ANA	hello, ANA	Nothing: it does not compile
decorator-property-wrapper
proxy-virtual-title	None: the proxy answers title from what it holds	One, built when the proxy was created	One, built when title was read	It depends on whether the user is logged in
proxy-which-pattern
proxy-vs-decorator	Both conform to the same interface as the object they wrap	A proxy controls access to its subject; a decorator adds behaviour	A proxy often creates or owns its subject; a decorator is usually handed the object it wraps	A decorator may change the interface; a proxy may not	Only a proxy can be written with a Swift protocol
proxy-scenario-feed	The decoded photo, so scrolling never waits	A stand-in with the photo's interface that decodes the photo the first time it is drawn	A singleton photo decoder that every cell calls by name	A subclass of the photo type for every post
proxy-nsproxy-swift	NSProxy is deprecated	forwardInvocation: works with NSInvocation, which is unavailable in Swift	Swift classes cannot have a root class other than NSObject	Swift has no way to forward calls to another object
proxy-xpc-kind
facade-job	Downloading the image over the network	Encoding the pixels as PNG or JPEG	Calling the loader, the encoder and the disk store in the right order, with the right file name	Making sure only one ImageAPIFacade exists
facade-which-pattern
facade-god-object	It has methods for logging in, playing sounds and exporting PDFs	Business rules with their own tests live in it, not in the subsystems	Every layer reaches it through AppFacade.shared	It calls three subsystems in a fixed order	Its subsystems are protocols, so tests can pass fakes
facade-scenario-bypass	Adopt the rule and add every encoder option to the facade	Let the facade keep its simple methods and let this client use the encoder directly, or give the facade one focused option if many clients need it	Copy the encoder's code into the facade	Make the encoder a singleton so the facade and the client share it
facade-vs-mediator	Subsystems behind a facade do not know it exists; a mediator's colleagues know the mediator and call it	A facade must be a singleton; a mediator must not	A mediator simplifies an interface; a facade coordinates peers	There is no difference; they are two names for one pattern
facade-seed-map
composite-safe-form	Every type that conforms to ViewComponent, leaves included	Only PanelView, the container	Only the leaves, LabelView and ButtonView	None: children can only be passed to an initialiser
composite-cocoa	UIView with its subviews	CALayer with its sublayers	UIMenu, whose children are UIMenuElements such as UIAction and other menus	Foundation's Progress, whose fractionCompleted includes its children's	UserDefaults.standard	NotificationCenter.default
composite-which
composite-indirect	Mark the folder case indirect	Mark the alias case indirect	Change [Node] to [Node?]	Make Node conform to Sendable
composite-cycle
composite-parent	Nothing: ARC frees the whole tree when the root goes away	Parent and child keep each other alive, so the tree leaks; make parent a weak var	The compiler rejects the stored property; use an unowned let	Every access to parent copies the panel
bridge-count	12	7	4	3
bridge-which
bridge-vs-adapter	An adapter holds a reference to another object; a bridge does not	A bridge is planned up front so two hierarchies can vary; an adapter makes an existing interface fit afterwards	A bridge always uses generics; an adapter always uses any	An adapter has many implementations; a bridge has one
bridge-examples	Drawing code written against CGContext, run on a bitmap context and on a PDF context	swift-log's Logger writing through whichever LogHandler the app bootstrapped	Toll-free bridging between CFString and NSString	The bridging header that exposes Objective-C code to Swift
bridge-leaky	ASCIIRenderer	VectorRenderer and SpokenRenderer	None: every renderer can set a pixel	Only a new PlotterRenderer
bridge-generic	Yes, assign a new renderer to its renderer property	No: Sticker<ASCIIRenderer> and Sticker<VectorRenderer> are different types	Yes, if ShapeRenderer is Sendable	Only if the struct is changed into a class
flyweight-intrinsic	The species name	The 16 KB bark and leaf texture	The colour of the species	The tree's x and y position	The number of trees of that species planted so far
flyweight-race	Nothing: every access to the dictionary is locked	Both threads miss, each builds its own pine type, and the two callers hold different objects	The program deadlocks	The compiler rejects the code under Swift 6
flyweight-which
flyweight-vs-pool	None: both share one object among many rows at the same moment	A reused cell serves one row at a time and is reconfigured; a flyweight is used by many clients at once and never changes	Cell reuse is lazy loading; a flyweight is eager loading	A flyweight is always a singleton; a cell is not
flyweight-figures	2 MB with, 8 MB without	8 MB with, about 100 GB without	800 KB with, 100 MB without	The same either way: Swift arrays are copy-on-write
flyweight-extrinsic
structural-comparison-retry
structural-comparison-geocoder
structural-comparison-admin	Adapter	Decorator	Proxy	Facade
structural-comparison-checkout
structural-comparison-dec-vs-proxy	The client wraps an object it already holds, and may add several layers in any order	The wrapper changes or adds to what every call returns	The wrapper creates the real object the first time it is needed	The wrapper may refuse to pass a call on at all
structural-comparison-seed	Because it holds a class instead of a struct	Because it does not offer the interface of what it wraps, so it can neither stand in for the service nor be wrapped in turn	Because decorators must be generic	Because it adds behaviour
structural-comparison-nscopying
structural-comparison-lazy-pdf	Adapter, because it changes when the document is opened	Decorator, because it adds laziness	Proxy, a virtual proxy	Facade, because it hides the file system
chain-of-responsibility-pass-on	It returns an error to the client	It passes the request to the next handler	It sends the request to every other handler at once	It asks the client which handler to use
chain-of-responsibility-which
chain-of-responsibility-nil-target	Nothing: with a nil target the action is discarded	The app crashes because the text field does not implement the method	The action climbs from the text field through its superviews to the view controller, which runs exportDocument(_:)	UIKit sends the action to every view controller in the app
chain-of-responsibility-uikit-next	For a view controller's root view, next is that view controller	For any other view, next is its superview	Moving a view to another superview changes the chain that starts at it	For a view controller, next is its first child view controller	next is a stored property that you set when you build the view tree
chain-of-responsibility-scenario	Good: a chain is always better than a conditional	A dictionary from error type to handler would be clearer; the chain adds order-dependence and hides who answers	Use a chain, but make every handler call next too, so that nothing is missed	Use Singleton for each handler
chain-of-responsibility-unhandled	It raises an exception	It sends the event back to the first responder	It discards it silently	It keeps the event until a responder becomes able to handle it
command-undo-stack	The receiver keeps a copy of its whole state before every change	Each command object knows how to reverse itself, and the invoker keeps executed commands on a stack	The client calls the receiver's methods and logs their names	Every command is a singleton
command-redo-cleared	They stay on the redo stack so they can be redone after the new edit	The redo stack is cleared: they were made for a state that no longer exists	They are moved back onto the undo stack	They are executed again before the new edit
command-which
command-seed-anyobject	A command given the wrong receiver compiles, and the mistake only shows up as a crash at run time	The type is checked twice, with is and then as!	One wrong receiver crashes the whole app, not just that command	Generics cannot be used with commands in Swift
command-capture-when	When it is created, at 10:00	When it executes, at 10:05	When undo is called	It does not need to record anything; the receiver remembers
command-register-undo
iterator-for-in	It reads items[0], items[1], ... until an index is out of range	It calls items.makeIterator() once, then calls next() on that iterator until it returns nil	It calls items.next() directly until it returns nil	It copies items into an array and loops over the copy's indices
iterator-which
iterator-lazy-count	1000	8	7	0, because lazy sequences never run their closures
iterator-multipass	An Array	A Set that nobody changes in between	A ClosedRange<Int> such as 1...5	Any type that conforms to Sequence	A sequence built with AnyIterator around a function that reads lines from a file
iterator-scenario	Making messages a var so every client can re-sort it	Making the message store a Sequence whose iterator returns newest first, so clients never see the storage or its indices	Making the message store a singleton	Copying the messages into a new reversed array in each of the forty places
iterator-mutate-during	The loop never ends, because it keeps finding new names	It crashes: "Collection was mutated while being enumerated"	["ann", "bob", "ANN", "BOB"]	["ANN", "BOB"]
mediator-who-knows	Every colleague holds every other colleague; the mediator holds none	The mediator knows the colleagues; each colleague knows only the mediator	Colleagues know each other, and the mediator only logs their calls	Nobody holds references; everything goes through notifications
mediator-which
mediator-vs-facade	The objects behind it know it and call it	Communication goes both ways: from the objects to it and from it to the objects	It offers a simpler interface to a group of objects	There is a single object in front of several others
mediator-weak	Weak references are faster to call through	The room owns its members; a strong link back would create a reference cycle, and neither would ever be freed	So that participants can talk to each other directly	Swift requires every protocol-typed property to be weak
mediator-god	Nothing: a mediator is supposed to hold all the logic	Let the views talk to each other directly, to take load off the controller	Split it by feature (child view controllers for each section, a coordinator for navigation) and move rules and formatting into small testable types	Turn it into a singleton so other screens can reuse it
mediator-new-rule	In every ChatParticipant, which filters its own inbox	In ChatRoom, which decides who receives each message	In the sender, which checks whether anyone has muted it	In a new global MuteCenter singleton
memento-who-reads	The caretaker, so that it can decide which memento to keep	Only the originator that created it	Any object that holds the memento	Nobody, not even the originator; it is write-only
memento-which
memento-shallow	light 5, because Saved is a struct and holds a copy	dark 5, because saved holds a reference to the same Prefs object	It does not compile, because prefs is a let in Saved	It crashes
memento-codable-version	subtitles gets its default value, false	Decoding throws DecodingError.keyNotFound	subtitles is set to nil	The key is ignored and the rest of the struct is left uninitialised
memento-scenario	Make the snapshots public so they can be compressed by the caretaker	Record each stroke as a command that stores only the pixels it changed (a small memento of the affected region)	Take snapshots with a class instead of a struct, to share memory	Keep the 200 full snapshots but write them to UserDefaults
memento-cocoa	NSKeyedArchiver with NSCoding / NSSecureCoding	encodeRestorableState(with:) and decodeRestorableState(with:) for state restoration	UIDocument's contents(forType:) and load(fromContents:ofType:)	NotificationCenter.post(name:object:)	UIResponder.next
state-who-decides	The switch event inside Turnstile.handle(_:)	LockedState.coin(), which returns a reaction naming the next state	TurnstileEvent.coin, through its raw value	A transition table stored in the turnstile
state-which
state-default	The compiler lists every state that does not handle .timeout	It compiles, and every state silently ignores .timeout until someone notices	The program traps the first time .timeout arrives	Swift refuses default: in a switch over a tuple of enums
state-resume
state-enum-vs-objects	Data that belongs to one state can live only in that state's case	Without a default:, a new event makes the compiler point at every switch that lacks it	Another module can add a new state without touching the enum	The whole transition table can be read in one function	It cannot hold data, so counters must live beside it
state-gesture	.possible	.began	.changed	.ended, also spelled .recognized	.failed
strategy-which
strategy-vs-state	A strategy is a protocol, a state is always an enum	A client chooses and swaps a strategy from outside; a state object picks the state that follows it	Strategies may hold data, states may not	Only State uses a context object
strategy-strict-order	Nothing: <= keeps equal scores in their original order	It does not compile: sort(by:) only accepts <	The closure must be a strict weak ordering, where comparing a value with itself gives false; with <= the result is unspecified	It sorts in descending order
strategy-closure-or-protocol	When each strategy also has a name to show in a menu	When the strategy's method must take a generic parameter, such as inout some RandomNumberGenerator	When the strategy is one comparison passed to one sorted(by:) call	When several members, like a rule's description and its total, must stay consistent
strategy-demo-3for2
strategy-scenario	An enum of fee rules and a switch in the checkout	A DeliveryFee protocol that the checkout holds; each rule, yours or the partner's, is its own conforming type	A subclass of Checkout for every rule	A global function with a flag parameter per rule
template-method-trap	Hello, Ada!	Hello, Ada.	Hello, .	It does not compile: punctuation() is declared twice
template-method-subclass-fix	Mark the subclass's title() with @objc	Implement title() in BaseScreen itself, and write override func title() in the subclass	Make the subclass conform to Screen a second time	Move render() into the subclass
template-method-which
template-method-view-did-load
template-method-vs-strategy	Template Method varies steps of one algorithm; Strategy swaps the whole algorithm	Template Method is usually decided by a type (subclass or conformance); a strategy can be swapped on a live object	Strategy needs inheritance; Template Method needs composition	A template method's step can delegate to a strategy
template-method-demo-plan	header, rows and footer	filter, rows and footer	only rows	all four
visitor-overloads	visit must be marked dynamic	Overloads are chosen at compile time from the argument's static type, and no overload takes any Figure	Structs cannot be visited, only classes	Swift forbids overloading methods by parameter type
visitor-double-dispatch
visitor-new-node	Only the new type, which implements accept	FigureVisitor gains a visit(_: TriangleFigure) requirement, and every visitor must implement it	Only FigureGroup, so it can hold triangles	Nothing; accept is generic, so triangles work at once
visitor-which
visitor-enum	A new operation is a new function, and the enum does not change	A new case makes every switch without a default: fail to compile until it handles the case	It needs an accept method on the enum	It is less code for the same compile-time checking	Another module can add a case to it
visitor-skip-children	It is not visited: the walk does not descend into the outer function's body	It is visited twice	The walk stops for the whole file	It is visited, but only by visitPost
interpreter-associativity
interpreter-precedence	The interpreter sorts the operators before evaluating	The grammar builds terms one level below expressions, so the multiplication becomes a child of the addition and is evaluated first	evaluate always runs * before + in a second pass	The tokenizer reads the text from right to left
interpreter-which
interpreter-indirect	So that it can conform to Equatable	Its cases hold values of Expr itself, and without a heap box the enum would need infinite size	So that evaluate can throw	To make the cases mutable
interpreter-nspredicate	NSPredicate(format:) parses its string at run time into a tree of predicate and expression objects	Core Data can translate the same tree into SQL instead of evaluating it in memory	The compiler checks a format string's syntax	Values should be passed as %@ arguments, not interpolated into the format string	It evaluates on Linux exactly as on Apple platforms
interpreter-parser-library	Write a recursive-descent parser for Markdown, one function per rule	Use an existing Markdown parser, such as cmark-gfm or swift-markdown, and work with the tree it gives you	Use NSPredicate to match the Markdown syntax	Evaluate the text line by line while reading it, with no tree
observer-token-nil	The reader's closure is called one last time, then removed	The reader's closure is not called: the token's deinit removed it	The closure is still called, because the subject holds it strongly	The program crashes, because the subject calls a freed closure
observer-tracking-facts	Only properties read inside the first closure are tracked	onChange fires at most once; to keep watching you track again	Inside onChange, reading the property still gives the old value	It works on Linux, because Observation ships with the Swift toolchain	onChange fires after every change to any property of the object
observer-which
observer-lost-cancellable	@Published only publishes on the main thread	sink needs a receiveCompletion closure as well	The AnyCancellable that sink returns is not stored, so it is deallocated at once and cancels the subscription	$score publishes only when the view is on screen
observer-anycancellable
observer-reentrant	15, because the rounded price was sent last	12, because it received the nested send of 15 first and the original 12 after it	Nothing, because a subject cannot send while it is sending	15 and 12 at the same time, on two threads
delegation-why-weak	Weak references are faster to call through	The delegate usually owns the table, so a strong reference back would be a retain cycle	So that the table can have several delegates	Because Objective-C protocols cannot be held strongly
delegation-class-bound	protocol P: AnyObject {}	protocol P {}	protocol Base: AnyObject {} and protocol P: Base {}	protocol P: Sendable {}	protocol P: class {}, with a deprecation warning
delegation-which
delegation-near-miss	A compile error: the signature does not match the requirement	The host calls the class's method, because its name is the same	It compiles, and the host always calls the empty default: the class declared a new method with a different label	It crashes at run time with "unrecognized selector"
delegation-urlsession
delegation-scenario	Four closure properties, and the three screens each overwrite onPick with their own closure	A delegate protocol for the owner's questions and events, and a notification or observer subject for the pick that the three screens need	NotificationCenter for everything, including the questions	Make every screen a subclass of the calendar
target-action-nil-target	Nothing: a nil target disables the action	It crashes, because nil does not implement export(_:)	UIKit sends export(_:) to the first responder and up the responder chain, to the first object that handles it	It calls export(_:) on every Editor in the app
target-action-selector-checks	The compiler checks that Editor has a save(_:) method exposed to Objective-C	The compiler checks that the target passed to addTarget is an Editor	It needs the Objective-C runtime, so it does not compile on Linux	A storyboard connection to it is updated automatically when you rename the method	Paired with a target that lacks the method, it crashes at run time with "unrecognized selector"
target-action-which
target-action-renamed	share(_:) is missing @objc, so #selector failed at compile time	The button's action was connected in Interface Builder, and the storyboard still names the old selector shareTapped:	The button retained a deallocated view controller	UIButton supports only actions whose names end in Tapped
target-action-uiaction
target-action-cycle	button.addTarget(self, action: #selector(save), for: .touchUpInside)	button.addAction(UIAction { _ in self.save() }, for: .touchUpInside)	button.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)	button.addTarget(nil, action: #selector(save), for: .touchUpInside)
key-value-coding-typo	It returns nil, because there is no such key	It throws a Swift error that do/catch can handle	It raises NSUnknownKeyException through valueForUndefinedKey:, and the app crashes	It does not compile, because the compiler checks KVC keys
key-value-coding-compliant	An @objc var declared in an NSObject subclass	A plain var, without @objc, declared in an NSObject subclass	A var of a Swift struct	An @objc dynamic var declared in an NSObject subclass	A computed @objc var declared in an NSObject subclass
key-value-coding-which
key-value-coding-writable
key-value-coding-outlet	titleLabel is not marked dynamic	An @IBOutlet was renamed or removed in code, but the storyboard still connects an outlet named titleLabel, and nib loading sets outlets by KVC	The label was deallocated before the screen loaded	The storyboard uses a Swift key path that no longer compiles
key-value-coding-sort	employees.sorted { ($0.value(forKey: column) as? Double) ?? 0 < ... } with Foundation's KVC	Read the property with Mirror by matching its label against the column name	A fixed table from column names to sort functions built from key paths, such as "salary": { $0.salary < $1.salary } or \.salary, with an error for an unknown name	unsafeBitCast the string to a KeyPath
kvo-dropped-token	volume is now 1.0	volume is now 0.5, then volume is now 1.0	Nothing: the observation ends as soon as it is created	Nothing, because volume is a Double, which KVO cannot observe
kvo-requirements	Its class inherits from NSObject	It is marked @objc	It is marked dynamic	Its class is marked final	Its class is marked @Observable
kvo-seed-setter	It works: one add and one remove keep the count balanced	It leaks memory, but otherwise works	The add goes to nil and does nothing; the remove targets an object it never registered with, which raises an exception	It observes both the old and the new object
kvo-which-pattern
kvo-new-code	An NSObject subclass with @objc dynamic var balance and KVO	An @Observable class	A NotificationCenter post from balance's didSet	Polling balance with a timer
kvo-not-dynamic	The handler runs, exactly as with @objc dynamic	The program traps: "Could not extract a String from KeyPath"	Registration works, but the handler may never run, because Swift can call the original setter directly	It does not compile
kvo-invalidate
notifications-matching	addObserver(forName: .loginDidChange, object: nil, ...)	addObserver(forName: .loginDidChange, object: session, ...)	addObserver(forName: nil, object: session, ...)	addObserver(forName: .loginDidChange, object: settings, ...)	addObserver(forName: .themeDidChange, object: nil, ...)
notifications-dropped-token	Nothing: the token was released, so the observer was removed	tick is printed, on every post from now on, and the registration can no longer be removed	The program crashes, because the token was deallocated	tick is printed once, then the registration expires
notifications-thread	On the main thread, where it was registered	On the background thread, before post returns	On the main thread, some time after post returns	On a new thread the centre creates for each observer
notifications-which-pattern
notifications-seed-post
notifications-good-uses	Telling every interested screen, cache and service that the user logged out	UIKit telling any interested view that the keyboard is about to appear	Returning the chosen photo to the one screen that opened the picker	Asking whether a download may start over mobile data
notifications-swift6	.main is not a valid queue on Linux	The block is @Sendable and not isolated to the main actor; the compiler cannot tell that .main means the main actor	Blocks passed to addObserver may not capture self	count must be static to be changed from a notification
choosing-table-data	A delegate protocol (a data source)	A notification the table posts before each row	KVO on the table's numberOfRows	Target-action
choosing-logout	A delegate on the session	A completion closure passed to logOut()	A notification posted by the session	Target-action from the logout button to each of the four
choosing-answer-back	A delegate method that returns a value	A closure with a return type	A notification	A KVO observation	Target-action
choosing-which-code
choosing-avplayer
choosing-seed-order	Right: observers must carry out what a notification tells them	A notification is an announcement that observers can neither refuse nor answer; it is a delegate's should methods that let a helper refuse	Notifications can be refused by returning false from the block	Both can refuse an operation; only the syntax differs
choosing-progress-state	In a notification posted on each percent	In a completion closure called at the end	In a property of an @Observable model that the views read	In a delegate that every view sets to itself
mvc-smalltalk-update	Its controller told it after every change	It was registered as a dependent of the model, and the model sent update: to its dependents	It polled the model on a timer	The model set the view's text directly
mvc-which-pattern	Apple-style MVC: the controller owns the view and the model and pushes text into the view	MVP: the view owns the presenter, which holds the view weakly through a protocol	MVVM: the view binds to display-ready state that the object publishes	Smalltalk MVC: the view observes the model and redraws itself when told
mvc-shrink	Moving the table's rows into a separate UITableViewDataSource object	Moving the address validation rules into the model	Moving the payment request into an injected service	Splitting the screen into child view controllers, one per section	Moving half the methods into an extension CheckoutViewController in a second file	Letting the model update the labels directly when it changes
mvc-extended-lifetime	#expect is compiled out of optimised builds, so the test checks an old value	Nothing holds the controller, so it is freed at once; the view's weak closures find nil and do nothing	The optimiser removes closures stored in properties that are never read	The fake view must inherit from a UIKit class to receive taps
mvc-add-child
mvc-passive-model	Nothing: the view observes the model and redraws itself	Update the view itself after every change it makes, and show the model's refusals	Poll the model on a timer	Keep a second copy of the count in the view
mvp-weak-view	The view's reference to the presenter	The presenter's reference to the view	Both	Neither: Swift frees cycles automatically
mvp-which-pattern	Apple-style MVC: a controller that owns its view and sets its widgets	MVP: a presenter that decides and tells a passive view, held weakly	MVVM: a view model that publishes state for views to observe	Delegation: a table view asking its delegate what to do
mvp-presenter-job	Deciding that − is disabled when the count is 0	Turning a count of 3 into the text "Count: 3"	Choosing the message shown when the model refuses an item	The rule that the list holds at most five items	The Auto Layout constraints of the count label	Which UIFont the hint uses
mvp-main-actor	Mark the ProfileView protocol @MainActor, and the presenter that calls it	Mark each view method nonisolated	Mark the presenter's view property nonisolated(unsafe)	Remove AnyObject from the protocol
mvp-passive-view
mvp-state-in-presenter	Reading the view's state is slower than keeping a Boolean of its own	The view protocol only carries instructions to the view, so the presenter keeps the presentation state it needs itself, and a test can check it without a real view	The model stores whether a notice is showing, and the presenter copies it	A weak reference cannot be read
mvvm-which-pattern	MVP: a presenter that holds a view protocol and tells the view what to show	MVVM: a view model that exposes display-ready state for views to observe	Apple-style MVC: a controller that owns its views and sets their text	Redux: a store that applies actions to one app-wide state
mvvm-observation-timing	After every change, with the new value	Once, when a tracked property is about to change (before the new value is stored)	Once, after the change, with the new value	Only when the view model is freed
mvvm-class-reasons	Every bound view must see the same state, not its own copy	@Observable can only be applied to classes	It has a lifetime: it owns services and tasks that should end with the screen	Classes are stored on the heap, which makes them faster	Structs cannot have methods that change their state
mvvm-dumping-ground	Convert it to a struct, so that it cannot hold services or long-lived state any more	Move networking and storage into injected services, navigation into a closure or coordinator, and the item rule into the model, leaving state, commands and formatting	Split it into two files with an extension, one for networking and one for everything else	Replace the bindings with NotificationCenter so the view model stays small
mvvm-swiftui-state
mvvm-stack-myth	It is correct: a struct whose properties are all value types always lives on the stack	Value versus reference is about copying and sharing; a struct can live on the heap (in an array, a class or an existential), and a String usually keeps its characters on the heap	Structs live on the heap, classes on the stack	Only Int and Double properties are allowed in a struct on the stack
viper-weak-links	The presenter's reference to the view	The interactor's reference to the presenter (its output)	The router's reference to the view controller it navigates from	The view's reference to the presenter	The presenter's reference to the interactor
viper-which-pattern	MVVM with a coordinator	A VIPER module assembly	Abstract Factory	Apple-style MVC
viper-two-flows	The interactor, which must know where the user came from	The view, which needs two sets of buttons	Only the router the assembly passes in; view, presenter and interactor are the same	Nothing can differ: a VIPER module has one fixed flow
viper-seed-router	Nothing: routers should only assemble modules	The protocol offers the router instance no navigation, and the router keeps no view controller to push from; assembly and navigation should be separate	AnyObject should be class	A router must be a struct
viper-interactor
viper-state-dies	The router clears the list on purpose	The entity lived in the interactor, and popping the screen freed the whole module with it; data that must survive belongs in a service the assembly passes in	The presenter forgot to send the old entity to the new view	The navigator resets every interactor's entity when a screen is popped
vip-order	View → presenter → interactor → view	View → interactor → presenter → view	View → interactor → view, and the presenter formats inside the view	View → presenter → interactor → presenter → view
vip-models	A Request carries what the user asked for, from the view controller to the interactor	A Response carries raw results, such as cents and error cases, from the interactor to the presenter	A ViewModel carries display-ready values, usually strings, from the presenter to the view controller	A ViewModel is the same thing as MVVM's view model: an object the view binds to	A Response should contain formatted strings so that the presenter has less to do
vip-which	VIP (Clean Swift)	VIPER	MVVM	Redux
vip-data-passing	The basket view controller sets a property on the checkout view controller	The basket presenter sends them to the checkout presenter	The basket router copies them from the basket interactor's data store into the checkout scene's data store	The checkout interactor asks the basket interactor for them when it loads
vip-scenario-callback	Accept it: presenters may call interactors when they need data	Let the view controller fetch the tier and pass it to the presenter	Have the interactor work out the tier and add it to the Response	Give the presenter its own worker that loads the tier
vip-weak
redux-pure	Copy the state and change the copy according to the action	Return the state unchanged when the action does not concern it	Call URLSession to fetch what the action asked for	Stamp the new item with Date()	Call store.dispatch(.saved) once it has finished
redux-which
redux-replay	The store saves a copy of the state after every action	The reducer is pure, so the same actions from the same start always give the same states	Middleware records the state before each action	Subscribers keep the states they were sent
redux-tutor-record	It opens the progress database and writes a row	It posts a notification that the progress store observes	It returns a .record(...) effect beside the new state, and the runtime hands it to the progress store	AppView.render saves it while drawing the page
redux-scenario-search	In the reducer's .queryChanged branch, so the request starts as early as possible	In the view, which then writes the results into store.state	In an effect (or middleware) started for .queryChanged; it dispatches .resultsLoaded(...) when the answer comes, and the reducer stores the results	In a second store that only holds search results
redux-reference-state	Classes cannot be stored in structs	The previous state and the new one share the same Settings object, so changing it changed the "old" state too	The reducer must return a new store	theme should have been private(set)
redux-reducer-name
service-layers-anaemic
service-layers-which	Singleton: one shared weather object for the whole app	A service layer: a domain service over infrastructure protocols, built at the composition root and injected into the screen	Observer: the screen subscribes to weather changes	VIPER: WeatherService is the module's interactor
service-layers-infrastructure	An HTTPClient that turns a URL into bytes with URLSession	A KeychainStore that reads and writes secrets with SecItemCopyMatching and SecItemAdd	An ArticleService that falls back to cached articles when the network fails	A CheckoutService that charges the cart's total through a payment gateway	A FileStore that saves bytes under a name in the caches directory
service-layers-wire	Decodable types cannot cross a protocol boundary	So that the server's field names and shape stop at the service; a renamed field changes one private type and no screen	Because JSONDecoder only works inside actors	To make the JSON smaller
service-layers-scenario	Add UserDefaults caching to each of the three screens	Make an APIManager.shared singleton and call it from the screens	Put an ArticleServing protocol in front of a service that owns the request, the decoding and the cache, create it at launch and pass it to the three screens	Switch the screens to SwiftUI first
service-layers-soap	An XML-based messaging protocol for calling web services	Another name for service-oriented architecture	Apple's framework for background networking	A rule that each service has a single responsibility
service-layers-root
architecture-comparison-mvp	MVC (Apple)	MVP	MVVM	VIP
architecture-comparison-mvvm
architecture-comparison-vip	VIPER	VIP (Clean Swift)	Redux	MVP
architecture-comparison-one-way	MVC (Apple)	MVP	VIPER	VIP	Redux
architecture-comparison-scenario-swiftui	MVVM with @Observable view models per screen, and one shared cart model injected into the screens that need it	TCA (or another Redux-style store) for the whole app, if the team is ready to learn it	VIPER, so every screen has a router and an interactor	Four copies of the cart, one per tab, kept in step with notifications
architecture-comparison-migrate	Stop feature work for a quarter and rewrite all 40 screens in MVVM	Rewrite the app in SwiftUI, which is MVVM by default	Write new screens in MVVM and, screen by screen, move networking into services and formatting into testable values before adding view models	Add a view model file next to each view controller and leave the code where it is
architecture-comparison-redux-owner
protocol-extensions-trap-output	Woof Woof	... Woof	... ...	It does not compile: Dog.sound() needs override
protocol-extensions-fix	Declare func sound() -> String in the protocol	Write pet as some Animal instead of any Animal	Make Dog a class	Mark the extension's method final
protocol-extensions-subclass	Mark WelcomeScreen.text() with @objc	Make Greeting a class-only protocol with AnyObject	Implement text() in Screen and write override func text() in WelcomeScreen	Move the default into a constrained extension where Self: Screen
protocol-extensions-which-pattern
protocol-extensions-constrained	[Square(side: 1), Square(side: 2)]	Set<Circle>, if Circle is Hashable and conforms to Shape	[any Shape] holding a square and a circle	[Double]
protocol-extensions-objc	Protocol extensions cannot contain methods with labels	UIKit asks the Objective-C runtime whether the delegate responds to the method, and a Swift protocol extension method is not visible there	The extension needs override	UIKit calls the method only when the table is in a storyboard
protocol-extensions-static-name
reusable-cells-anyobject	Because String(describing:) only works on classes	Because a pool hands the same object back later, which only makes sense for reference types such as UITableViewCell	Because protocol extensions cannot give defaults to structs	Because static requirements need a class
reusable-cells-force-cast	A storyboard prototype cell has the right identifier but its custom class was never set	Two cell classes named TextCell in different enclosing types are registered in one table	The table has more rows than cells	The cell class overrides prepareForReuse()
reusable-cells-describing
reusable-cells-stale-image	The reuse identifier is derived from the class name	The table makes too many cells	A download started for an earlier row finished after the cell was reused, and set its image anyway	Reusable should not be a class-only protocol
reusable-cells-which-patterns	Object Pool: queued cells are handed out again	Factory Method: when the queue is empty, a cell of the registered class is made	Lazy initialization: each row's cell is made on first use and kept	Singleton: there is one cell per table
reusable-cells-which-pattern-code
structs-vs-classes-copy	5 5	0 5	0 0	It does not compile, because c is a let
structs-vs-classes-class-reasons	Several screens must see the same changing state	It must close a file when the last reference to it goes away	It must be a subclass of UIView	Structs always live on the stack, so classes are needed for large data	It needs ==
structs-vs-classes-half-value
structs-vs-classes-cow-function
structs-vs-classes-shared-state	Make every property of the struct a var	Pass the struct inout to both screens	Keep the posts in one observable class, such as an @Observable store, that both screens hold, and give views value snapshots from it	Add Identifiable to the struct
structs-vs-classes-which-pattern
structs-vs-classes-sendable	struct Score { let name: String; var points: [Int] }	final class Config { let host: String; let port: Int }	final class Counter { var value = 0 }	struct Holder { var box: Counter }, with Counter as above
anti-patterns-definition	An anti-pattern always causes a crash	It is a recurring, tempting solution with recognisable symptoms and a known way out	It is a pattern used in the wrong programming language	It only applies to Objective-C code
anti-patterns-god-object	A facade; the extensions already separate its concerns	A god object; extensions split the file, not the type, so every responsibility still lives in one class	A singleton; it only needs a static let shared	Nothing is wrong while it compiles
anti-patterns-which-code
anti-patterns-singleton-symptoms	Tests pass one at a time but fail when run together	A function's signature gives no hint of the services it uses	nonisolated(unsafe) added to a static let shared to make Swift 6 accept it	FileManager.default is used to read a file
anti-patterns-anaemic	Add a fourth type, InvoiceGuard, that every screen must call	Make Invoice a class so the services share it	Move the rules into Invoice's own methods and make its properties private(set)	Add a comment asking people not to set total
anti-patterns-lava-flow
code-smells-data-clumps
code-smells-shotgun	Divergent change; split the pricing service into smaller types	Shotgun surgery; gather what the app knows about a tier into one place	Feature envy; move the paywall into the pricing service	Long method; extract functions in the receipt formatter
code-smells-which-pattern
code-smells-feature-envy	Feature envy; move the weight and destination facts onto Order	Data clumps; pass weight and country as separate parameters	Large class; split PostageCalculator in two	Primitive obsession; make the weight a Double
code-smells-switch-ok	It switches over an enum whose set of cases is closed, exhaustively, with no default:	It appears once, in a factory that turns a configuration value into an object	It uses as? casts with a fallback that returns 0	The same switch appears in five functions and has a default: in each
code-smells-primitive	true; no smell	false; primitive obsession, since money needs its own type with exact arithmetic	false; long parameter list	It does not compile
swift-smells-which	let url = URL(string: input)! where input comes from the user	try? cache.remove(key) with the result ignored, in a "clear all data" button	NotificationCenter.default.post(name: Notification.Name("dataReady"), object: nil) written in two files	@IBOutlet weak var titleLabel: UILabel!	guard let user else { return }
swift-smells-command	Replace fatalError with print so the app keeps running	Use as? and silently skip receivers of the wrong type	Make the receiver's type a generic parameter, execute(on receiver: Receiver), so a wrong receiver does not compile	Take Any instead of AnyObject so structs work too
swift-smells-string-keys
swift-smells-which-pattern
swift-smells-iuo	Check if service != nil before every use	Pass the service into the controller's initialiser and store it with let	Make it service: FeedService? and use service? everywhere without other changes	Set it in viewWillAppear(_:) instead
swift-smells-try-optional	Reading an optional cache entry, where a failure and a miss lead to the same action: fetch again	Deleting a user's files when they tap "Delete my data"	Saving a document the user has been editing	Parsing an optional query parameter, where a bad value means "not given"
sg-next-after-15
sg-score-after-miss
sg-mixed-odds	Exactly one half	50 in 101, a little under one half	51 in 101, a little over one half	It depends on the last turn's kind
sg-ties	Either pick is right	It happens about once in 101 turns	A right pick on a tie keeps the streak going	The turn is dealt again with new shapes
sg-which-pattern	Strategy, in TurnStrategy.swift	Chain of Responsibility, in Scorer.swift	Iterator, in TurnHistory.swift	Builder, in ShapeViewBuilder.swift
sg-headless-options	--seed with a fixed number	--play with a string of ws	--quiet	--strategy, which is what fixes the shapes
sg-strategy-key
gaf-where-clause	That both factories use the same size grid	That the view factory accepts exactly the shape type the shape factory makes	That the two shapes of a turn are never the same size	That the strategy can switch families during a game
gaf-wrong-pair	The game crashes on its first turn	The circles are drawn as squares	The code does not compile	The strategy quietly falls back to squares
gaf-grid-sizes	0.3	0.305	0.3025	0.55	0.81	0.8
gaf-which-pattern
gaf-compiler-catches	Passing a pair of circles to SquareShapeViewFactory.makeShapeViews	Pairing TriangleShapeFactory with CircleShapeViewFactory in one BasicTurnStrategy	A view factory whose ShapeType is CircleShape but whose geometry is .square	A grid whose lower is larger than its upper
gserv-why-area	Areas are faster to compute than sides	Every shape can report an area through the Shape protocol, so the judge never needs to know the concrete type	Comparing sides gives wrong verdicts for two squares	The player is asked about areas, not sizes
gserv-same-verdicts	No: both shapes of a turn are of one kind, and for one kind a larger side, diameter or base always means a larger area	Yes: circles used to be judged wrongly by their diameters	Yes: ties used to count as wrong	No, because the game never shows circles
gserv-mixed-kinds	The square	The circle	Neither: it cannot compare two kinds	It crashes, as the original would
gserv-no-edit	A new HexagonShape that conforms to Shape and computes its own area	Dealing turns that show a square and a circle together	Making ties count as wrong	Judging by outline length instead of area
gserv-which-pattern	Abstract Factory	Servant	Builder	Strategy
gserv-origin	It is one of the 23 patterns of the 1994 book Design Patterns	A 2006 paper on teaching design patterns, by Rudolf Pecinovský and colleagues	Apple's Cocoa documentation	The shape-game tutorial invented it
gserv-tie-verdict
gfam-written	TriangleShape, with an area	TriangleShapeFactory and TriangleShapeViewFactory	A triangles case in StrategyChoice	A triangle branch in PickJudge	A new initialiser for TurnController	A triangle scorer in the scorer chain
gfam-kind-struct	Structs are faster to compare than enums	So a new family can add its kind from its own file, in an extension	Enums cannot be used as dictionary keys	So the kinds can be read from a file at run time
gfam-menu-file
gfam-which-pattern	Servant	Strategy	Builder	Singleton
gfam-ellipse	ShapeGeometry needs a new case	ShapeGeometry.contains(_:) needs a branch for the new case	The UI's code that fills cells	TurnController	The scorers
gbuild-defaults	Orange fill and grey outline	Brown fill and orange outline	No fill and a grey outline	Grey fill and orange outline
gbuild-facts	Every view it builds already carries its complete style	A square builder given a pair of circles is a compile error	It makes plain views first and then sets their colours	Copying a builder and changing the copy leaves the original alone	It decides which shape family is drawn
gbuild-which	The Gang of Four's Builder, since the view is built up step by step	A configurable factory that adjusts its products after making them	Prototype	Chain of Responsibility
gbuild-night	A NightSquareShapeViewFactory and a NightCircleShapeViewFactory	One ShapeViewStyle(showFill: false, outlineColor: .grey), handed to the builders	A new case in ShapeGeometry	A switch in TurnController.pick(_:) that repaints views
gbuild-t-key	They are replaced by a new pair in the new scheme	They are repainted in the new scheme and keep their sizes	Nothing until the next turn	The turn counts as a miss
gbuild-collects
gdi-creates	Which strategy deals its turns	Which scorers score a pick	Where its chance comes from	None of them: the caller decides all three
gdi-tutorial-inside	The turn strategy	The scorer chain (match scorer, then streak scorer)	The shape factories	Nothing; everything was injected
gdi-replay	The game caches the last transcript	All chance comes from the injected generator, and the same seed gives it the same numbers	Mixed mode always starts with squares	The shapes are read from a file of fixed turns
gdi-value	It is a struct, so pick(_:) is mutating	Copying it gives an independent game	Its tap handlers hold it with [weak self]	No closure stores it, so it cannot be caught in a retain cycle	It must be a class so the app can share it
gdi-which
gdi-test	Play with the system random generator and retry until the shapes fit	Build the controller with a fixed seed and a known strategy, then call pick five times	Read the score from the terminal screen	Add a static var testMode = true that the controller checks
gstrat-generator	So the controller's one injected generator is the only source of chance, and a seeded game replays exactly	Because a struct cannot store a random generator	So that each strategy draws from a different seed	Because RandomNumberGenerator has no initialiser
gstrat-range-count
gstrat-menu	It is a menu that builds strategies; it is not a strategy itself	next gives the choice that s moves to	The controller holds a StrategyChoice and switches on it each turn	--strategy mixed on the command line names one of its cases
gstrat-s-key	The squares turn into circles of the same size	A new pair of circles replaces the squares at once	The squares stay; the next turn deals circles	The game restarts with circles
gstrat-which
gstrat-seed	The mixed strategy's coin takes a number from the generator before the sizes are drawn	Mixed games use a different size range	The seed is ignored in mixed mode	Circles are always drawn first
gchain-miss	36, 47, 58	25, 26, 27	25, 36, 47	16, 17, 18
gchain-newest	The current streak is the run of right picks counted back from the latest turn	Arrays cannot be read from the front in Swift	Newer turns are worth more points	The h screen needs the oldest turn at the bottom, so the scorers must follow
gchain-turn	It is made once, after the pick, and every field is a let	It has an execute() method that replays the turn	It is closer to a record than to a Gang of Four command	Its matched flag is filled in by the scorer
gchain-which
gchain-penalty	Add an if to TurnController.pick(_:)	Change MatchScorer to return -5 sometimes	Write a new scorer and add it as a link when the chain is built	Store a miss counter in TurnHistory
"""#
}

extension ProgressStore {
    /// Turns answers saved as positions on screen (release 0.2.0 and earlier) into the chosen
    /// choices' words, once: the shipped course's questions are read against that release's
    /// order, any other course's against its files as they are now (the best there is).
    /// Answers to questions found in neither stay as they are, for a course that has them.
    @discardableResult
    func convertLegacyAnswers(for course: Course) throws(SaveFailure) -> Int {
        // Only the questions still waiting are read: usually none, so a start pays one query.
        guard let waiting = try? unconvertedQuestionIds(), !waiting.isEmpty else { return 0 }
        var choices: [String: [String]] = [:]
        var typed: Set<String> = []
        let content = LessonContent()
        for lesson in course.lessons {
            for question in lesson.questions where waiting.contains(question.id) && LegacyChoiceOrder.release020[question.id] == nil {
                let keys = content.content(of: question).choices.map(\.key)
                if keys.isEmpty { typed.insert(question.id) } else { choices[question.id] = keys }
            }
        }
        for (id, keys) in LegacyChoiceOrder.release020 where waiting.contains(id) {
            if keys.isEmpty {
                typed.insert(id)
                choices[id] = nil
            } else {
                choices[id] = keys
                typed.remove(id)
            }
        }
        return try convertLegacyAnswers(choicesInOrder: choices, typedQuestions: typed)
    }
}
