/// Russian for the architecture live runs, in the PO format of Interface.swift: the
/// static words each live run shows (title, summary, commands' help, tour notes) and the
/// templates its code passes to `localized`.
let russianArchitecture = #"""
# Sources/Patterns/Architecture: the family and the static texts of its live runs
msgid "Architecture"
msgstr "Архитектура"

# Architecture: mvc
msgid "Model-View-Controller"
msgstr "Model-View-Controller"

msgid "A counter and a shopping list in Apple-style MVC. The view only draws and reports taps; the controller owns the model and the view, changes the model and formats it for the view. The model is passive: it never calls anyone. Watch the arrows: every step passes through the controller."
msgstr "Счётчик и список покупок на MVC в стиле Apple. Представление только рисует и сообщает о нажатиях; контроллер владеет моделью и представлением, меняет модель и форматирует её для представления. Модель пассивна: она никого не вызывает. Следите за стрелками: каждый шаг проходит через контроллер."

msgid "tap the + or − button on the screen"
msgstr "нажать кнопку + или − на экране"

msgid "type an item's name and tap Add"
msgstr "ввести название элемента и нажать Add"

msgid "swipe to delete the item with that number"
msgstr "смахнуть, чтобы удалить элемент с этим номером"

msgid "show what the user sees now"
msgstr "показать, что сейчас видит пользователь"

msgid "show which component holds and calls which"
msgstr "показать, какой компонент кого держит и вызывает"

msgid "A tap goes view → controller → model, then back to the view."
msgstr "Нажатие идёт от представления к контроллеру и модели, затем обратно к представлению."

msgid "The controller formats the model's items into rows."
msgstr "Контроллер форматирует элементы модели в строки."

msgid "Two decrements: the second one..."
msgstr "Два уменьшения подряд: второе..."

msgid "...is refused by the model; the controller shows why."
msgstr "...модель отклоняет, и контроллер показывает причину."

msgid "Success again: the controller also clears the notice."
msgstr "Снова успех: контроллер ещё и убирает сообщение."

msgid "A swipe: the controller again does all the talking."
msgstr "Смахивание: и снова все переговоры ведёт контроллер."

msgid "What the view drew, every word of it pushed by the controller."
msgstr "Что нарисовало представление; каждое слово передал ему контроллер."

msgid "Who owns whom: the controller sits in the middle of everything."
msgstr "Кто кем владеет: контроллер стоит в центре всего."

# Architecture: mvp
msgid "Model-View-Presenter"
msgstr "Model-View-Presenter"

msgid "The same counter and list in MVP. The view is passive: it forwards each tap to the presenter and draws what it is told. The presenter sees the view only through the CounterListView protocol (strings in, no widgets), so a test can give it a fake view. Watch the two-way traffic: view → presenter → view."
msgstr "Те же счётчик и список на MVP. Представление пассивно: передаёт каждое нажатие презентеру и рисует то, что ему велят. Презентер видит представление только через протокол CounterListView (на входе строки, никаких виджетов), поэтому тест может дать ему поддельное представление. Следите за движением в обе стороны: представление → презентер → представление."

msgid "The view has no logic: it just tells the presenter."
msgstr "У представления нет логики: оно лишь сообщает презентеру."

msgid "The presenter formats rows and calls the view protocol."
msgstr "Презентер форматирует строки и вызывает протокол представления."

msgid "A blank name: the presenter shows the model's refusal."
msgstr "Пустое название: презентер показывает отказ модели."

msgid "A good add clears the notice: the presenter remembers it."
msgstr "Удачное добавление убирает сообщение: презентер помнит, что оно на экране."

msgid "Every decision was the presenter's, none the view's."
msgstr "Все решения принял презентер, ни одного — представление."

msgid "What the passive view drew from those calls."
msgstr "Что пассивное представление нарисовало по этим вызовам."

msgid "The view owns the presenter; the presenter holds it weakly."
msgstr "Представление владеет презентером; презентер держит его слабо."

# Architecture: mvvm
msgid "Model-View-ViewModel"
msgstr "Model-View-ViewModel"

msgid "The counter and list in MVVM. The view model owns the model and publishes the screen as sections of cell view models (the protocol-oriented ViewModelCapable, SectionCapable, CellCapable) in a box. Views bind to the box and redraw on change; the view model never knows who is bound. Bind a second view to see that."
msgstr "Счётчик и список на MVVM. Модель представления владеет моделью и публикует экран в коробку в виде секций из моделей представления ячеек (протокольно-ориентированные ViewModelCapable, SectionCapable, CellCapable). Представления привязываются к коробке и перерисовываются при каждом изменении; модель представления не знает, кто к ней привязан. Привяжите второе представление, чтобы в этом убедиться."

msgid "bind a second view, a badge, to the same view model"
msgstr "привязать второе представление, бейдж, к той же модели представления"

msgid "let the badge go: its binding just lapses"
msgstr "отпустить бейдж: его привязка просто отомрёт"

msgid "The view is bound to the view model's box: a command, a redraw."
msgstr "Представление привязано к коробке модели представления: команда — перерисовка."

msgid "The view model puts new sections in the box; the view redraws."
msgstr "Модель представления кладёт в коробку новые секции; представление перерисовывается."

msgid "A second view binds to the same box..."
msgstr "Второе представление привязывается к той же коробке..."

msgid "...and both redraw, though the view model knows neither."
msgstr "...и перерисовываются оба, хотя модель представления не знает ни одного."

msgid "A refusal becomes one more section: a notice cell."
msgstr "Отказ становится ещё одной секцией — ячейкой сообщения."

msgid "Drop the badge: the box held it weakly, so it is gone."
msgstr "Отпустите бейдж: коробка держала его слабо, и его больше нет."

msgid "Only the main view is bound now."
msgstr "Теперь привязано только главное представление."

msgid "Who holds whom: views hold the view model, never the reverse."
msgstr "Кто кого держит: представления держат модель представления, но никогда наоборот."

# Architecture: viper
msgid "VIPER"
msgstr "VIPER"

msgid "Two VIPER modules: a welcome screen and the shopping list. In each, the view talks only to the presenter, the presenter asks the interactor (which owns the entity) and hears back through an output protocol, and the router alone knows which screen comes next. Start on the welcome screen."
msgstr "Два модуля VIPER: экран приветствия и список покупок. В каждом представление говорит только с презентером, презентер обращается к интерактору (тот владеет сущностью) и получает ответ через протокол output, а какой экран следующий, знает только роутер. Начните с экрана приветствия."

msgid "tap Start on the welcome screen"
msgstr "нажать Start на экране приветствия"

msgid "tap Back on the shopping list"
msgstr "нажать Back в списке покупок"

msgid "The welcome module: its interactor fetched the message."
msgstr "Модуль приветствия: его интерактор уже получил текст приветствия."

msgid "Start: the presenter asks the router to build the next module."
msgstr "Start: презентер просит роутер собрать следующий модуль."

msgid "view → presenter → interactor, then back through the presenter."
msgstr "Представление → презентер → интерактор, затем обратно через презентер."

msgid "The interactor changes the entity; the presenter formats it."
msgstr "Интерактор меняет сущность; презентер её форматирует."

msgid "Refused: the interactor says so through its output protocol."
msgstr "Отказ: интерактор сообщает о нём через свой протокол output."

msgid "Who holds whom: view and interactor never talk."
msgstr "Кто кого держит: представление и интерактор никогда не говорят друг с другом."

msgid "Back: the router pops the screen; the whole module is freed."
msgstr "Back: роутер снимает экран со стека, и весь модуль освобождается."

# Architecture: vip
msgid "VIP (Clean Swift)"
msgstr "VIP (Clean Swift)"

msgid "The counter and list as a Clean Swift scene. Data goes round one cycle in one direction: the view sends a Request to the interactor, the interactor sends a Response to the presenter, the presenter sends a ViewModel to the view. Compare VIPER, where the presenter sits in the middle and traffic goes both ways."
msgstr "Счётчик и список в виде сцены Clean Swift. Данные идут по кругу в одну сторону: представление отправляет интерактору Request, интерактор презентеру — Response, презентер представлению — ViewModel. Сравните с VIPER, где презентер стоит посередине, а вызовы идут в обе стороны."

msgid "A Request goes in; a ViewModel comes out the other side."
msgstr "Входит Request, а с другой стороны выходит ViewModel."

msgid "A different use case, the same one-way cycle."
msgstr "Другой сценарий, тот же цикл в одну сторону."

msgid "Back to zero..."
msgstr "Обратно к нулю..."

msgid "...and refused: the refusal rides in the Response."
msgstr "...и отказ: он едет вперёд внутри Response."

msgid "The notice goes: every ViewModel says what to show now."
msgstr "Сообщение исчезает: каждая ViewModel говорит, что показывать сейчас."

msgid "Each arrow points forward: view, interactor, presenter, view."
msgstr "Каждая стрелка указывает вперёд: представление, интерактор, презентер, представление."

msgid "Who holds whom, round the cycle."
msgstr "Кто кого держит по кругу."

# Architecture: redux
msgid "Redux: store, actions, reducer"
msgstr "Redux: хранилище, действия, редьюсер"

msgid "The counter and list as a Redux store. State changes only by dispatching an action: a logging middleware sees it first, then the pure reducer computes the next state, then every subscriber gets it. The store keeps the actions, so replaying them through the reducer rebuilds any past state."
msgstr "Счётчик и список в виде хранилища Redux. Состояние меняется только отправкой действия: сначала его видит журналирующий middleware, затем чистый редьюсер вычисляет следующее состояние, затем его получает каждый подписчик. Хранилище запоминает действия, поэтому, прогнав их заново через редьюсер, можно восстановить любое прошлое состояние."

msgid "send an action, e.g. dispatch add milk"
msgstr "отправить действие, например dispatch add milk"

msgid "a view subscribes to the store"
msgstr "представление подписывается на хранилище"

msgid "that view stops listening"
msgstr "это представление перестаёт слушать"

msgid "list the actions the store has reduced"
msgstr "действия, которые хранилище провело через редьюсер"

msgid "rebuild the state after the first n actions"
msgstr "восстановить состояние после первых n действий"

msgid "A view subscribes to the store."
msgstr "Представление подписывается на хранилище."

msgid "Middleware, then the pure reducer, then every subscriber."
msgstr "Middleware, затем чистый редьюсер, затем каждый подписчик."

msgid "Another action; view a hears the new state once."
msgstr "Ещё одно действие; представление a получает новое состояние один раз."

msgid "Refused: the reducer puts a notice in the state, no throw."
msgstr "Отказ: редьюсер кладёт сообщение в состояние, а не бросает ошибку."

msgid "a stops listening..."
msgstr "a перестаёт слушать..."

msgid "...so only the store and the log see this one."
msgstr "...поэтому это действие видят только хранилище и журнал."

msgid "The store kept every action, in order."
msgstr "Хранилище сохранило все действия по порядку."

msgid "Replaying the first 2 actions rebuilds that past state exactly."
msgstr "Повтор первых 2 действий в точности восстанавливает то прошлое состояние."

# Architecture: dependency-injection
msgid "Dependency injection"
msgstr "Внедрение зависимостей"

msgid "A Greeter gets its Clock through init (constructor injection); a WelcomeScreen, made by a framework with a bare init(), gets its Greeter set afterwards (property injection). A small container holds the recipes, builds the graph on resolve, and shares one instance (singleton) or builds new ones (transient)."
msgstr "Greeter получает свой Clock через init (внедрение через инициализатор); WelcomeScreen создаёт фреймворк голым init(), поэтому Greeter ему задают потом (внедрение через свойство). Небольшой контейнер хранит рецепты, строит граф при разрешении (resolve) и либо отдаёт всем один экземпляр (singleton), либо строит новые (transient)."

msgid "teach the container a recipe"
msgstr "научить контейнер рецепту"

msgid "ask the container for a service, 1 to 5 times"
msgstr "запросить у контейнера сервис, от 1 до 5 раз"

msgid "a framework makes a WelcomeScreen; we set its greeter"
msgstr "фреймворк создаёт WelcomeScreen; мы задаём ему greeter"

msgid "Teach the container to build a Greeter from a Clock it resolves."
msgstr "Научите контейнер строить Greeter из Clock, который он разрешит сам."

msgid "No Clock is registered: a clear error, not a crash."
msgstr "Clock не зарегистрирован: понятная ошибка, а не падение."

msgid "Register a fake clock stuck at 09:00."
msgstr "Зарегистрируйте поддельные часы, застывшие на 09:00."

msgid "Transient: each resolve builds a new Greeter and a new clock."
msgstr "Transient: каждое разрешение строит новый Greeter и новые часы."

msgid "Replace the Greeter recipe with a singleton..."
msgstr "Замените рецепт Greeter на singleton..."

msgid "...built once, then the same instance every time."
msgstr "...он строится один раз, а затем каждый раз отдаётся тот же экземпляр."

msgid "A new clock recipe; the cached Greeter keeps its old clock."
msgstr "Новый рецепт часов; Greeter из кэша остаётся со старыми часами."

msgid "Property injection: the screen gets its greeter after init."
msgstr "Внедрение через свойство: экран получает greeter после init."

# Architecture: soa
msgid "Service-oriented layers"
msgstr "Слои сервисов"

msgid "An article list in three layers: the UI asks an ArticleService; the service uses two generic managers, an HTTPClient (here a canned in-memory server) and a cache. Each layer talks only to the one below, through a protocol. Go offline and the service quietly serves the cached copy."
msgstr "Список статей в три слоя: UI обращается к ArticleService; сервис пользуется двумя универсальными менеджерами — HTTPClient (здесь заготовленный сервер в памяти) и кэшем. Каждый слой говорит только с нижним, через протокол. Отключите сеть, и сервис молча отдаст копию из кэша."

msgid "pull to refresh: the UI asks for articles"
msgstr "потянуть для обновления: UI запрашивает статьи"

msgid "cut or restore the network"
msgstr "отключить или восстановить сеть"

msgid "the backend publishes a new article"
msgstr "бэкенд публикует новую статью"

msgid "show the layers and the protocols between them"
msgstr "показать слои и протоколы между ними"

msgid "Three layers, a protocol at each boundary."
msgstr "Три слоя, на каждой границе — протокол."

msgid "UI → service → HTTP client; the service caches the answer."
msgstr "UI → сервис → HTTP-клиент; сервис кэширует ответ."

msgid "Cut the network."
msgstr "Отключите сеть."

msgid "The backend publishes something we cannot see yet."
msgstr "Бэкенд публикует то, чего мы пока не видим."

msgid "The client fails; the service falls back to its cache."
msgstr "Клиент не справляется; сервис переходит на свой кэш."

msgid "Back online..."
msgstr "Сеть вернулась..."

msgid "...and the fresh list replaces the cached copy."
msgstr "...и свежий список заменяет копию из кэша."

# Sources/Patterns/Architecture/CounterListFeature.swift
msgid "the count can't go below 0"
msgstr "счётчик не может быть меньше 0"

msgid "an item needs a name"
msgstr "элементу нужно название"

msgid "names have at most {0} character"
msgid_plural "names have at most {0} characters"
msgstr[0] "название — максимум {0} символ"
msgstr[1] "название — максимум {0} символа"
msgstr[2] "название — максимум {0} символов"

msgid "the list is full ({0} item)"
msgid_plural "the list is full ({0} items)"
msgstr[0] "список заполнен ({0} элемент)"
msgstr[1] "список заполнен ({0} элемента)"
msgstr[2] "список заполнен ({0} элементов)"

msgid "there is no item {0} to remove"
msgstr "нет элемента {0} для удаления"

msgid "count {1}, {0} item"
msgid_plural "count {1}, {0} items"
msgstr[0] "счётчик {1}, {0} элемент"
msgstr[1] "счётчик {1}, {0} элемента"
msgstr[2] "счётчик {1}, {0} элементов"

msgid "button"
msgstr "кнопка"

msgid "there is no command {0} here"
msgstr "здесь нет команды {0}"

msgid "the item number"
msgstr "номер элемента"

msgid "the list holds at most {0} item: try a number from 1"
msgid_plural "the list holds at most {0} items: try a number from 1"
msgstr[0] "в списке не больше {0} элемента: введите номер от 1"
msgstr[1] "в списке не больше {0} элементов: введите номер от 1"
msgstr[2] "в списке не больше {0} элементов: введите номер от 1"

msgid "Screen:"
msgstr "Экран:"

# Sources/Patterns/Architecture/MVC.swift
msgid "Shopping list"
msgstr "Список покупок"

msgid "model throws: {0}"
msgstr "модель бросает ошибку: {0}"

msgid "Count: {0}"
msgstr "Счётчик: {0}"

msgid "(the list is empty)"
msgstr "(список пуст)"

msgid "{0} item"
msgid_plural "{0} items"
msgstr[0] "{0} элемент"
msgstr[1] "{0} элемента"
msgstr[2] "{0} элементов"

msgid "controller owns the model and the view"
msgstr "контроллер владеет моделью и представлением"

msgid "view → controller: target-action closures (weak)"
msgstr "представление → контроллер: замыкания target-action (слабый захват)"

msgid "controller → model: asks it to change"
msgstr "контроллер → модель: просит её измениться"

msgid "controller → view: pushes formatted text"
msgstr "контроллер → представление: передаёт готовый текст"

msgid "model knows nobody: it is passive"
msgstr "модель никого не знает: она пассивна"

msgid "view never reads the model"
msgstr "представление никогда не читает модель"

msgid "Model (held by the controller):"
msgstr "Модель (её держит контроллер):"

# Sources/Patterns/Architecture/MVP.swift
msgid "presenter has no view to tell (it was released)"
msgstr "презентеру некому сообщить: представление освобождено"

msgid "view owns the presenter (strong)"
msgstr "представление владеет презентером (сильная ссылка)"

msgid "presenter holds the view weakly, as the"
msgstr "презентер держит представление слабо,"

msgid "  protocol CounterListView: no widgets"
msgstr "  как протокол CounterListView, без виджетов"

msgid "view → presenter: every event, no logic"
msgstr "представление → презентер: все события, без логики"

msgid "presenter → model: asks it to change"
msgstr "презентер → модель: просит её измениться"

msgid "presenter → view: showCount, showRows…"
msgstr "презентер → представление: showCount, showRows…"

msgid "a test swaps the view for a fake"
msgstr "тест подменяет представление поддельным"

msgid "Model (held by the presenter):"
msgstr "Модель (её держит презентер):"

# Sources/Patterns/Architecture/MVVM.swift
msgid "to {0} binding in its box"
msgid_plural "to {0} bindings in its box"
msgstr[0] "в коробку с {0} привязкой"
msgstr[1] "в коробку с {0} привязками"
msgstr[2] "в коробку с {0} привязками"

msgid "view model publishes {0} section {1}"
msgid_plural "view model publishes {0} sections {1}"
msgstr[0] "модель представления публикует {0} секцию {1}"
msgstr[1] "модель представления публикует {0} секции {1}"
msgstr[2] "модель представления публикует {0} секций {1}"

msgid "box → view: redraw from {0} section"
msgid_plural "box → view: redraw from {0} sections"
msgstr[0] "box → view: перерисовка по {0} секции"
msgstr[1] "box → view: перерисовка по {0} секциям"
msgstr[2] "box → view: перерисовка по {0} секциям"

msgid "box → badge: redraw \"{0}\""
msgstr "box → badge: перерисовка \"{0}\""

msgid "view owns the view model (strong)"
msgstr "представление владеет моделью представления (сильная ссылка)"

msgid "view model owns the model"
msgstr "модель представления владеет моделью"

msgid "view → view model: commands"
msgstr "представление → модель представления: команды"

msgid "view model → model: asks it to change"
msgstr "модель представления → модель: просит её измениться"

msgid "view model publishes sections of cells"
msgstr "модель представления публикует секции ячеек"

msgid "  into its content box"
msgstr "  в свою коробку с содержимым"

msgid "box → bound views: redraw (held weakly)"
msgstr "коробка → привязанные представления: перерисовка (держит их слабо)"

msgid "view model never names a view type"
msgstr "модель представления не называет ни одного типа представления"

msgid "the badge is already bound; try unbind badge"
msgstr "бейдж уже привязан; попробуйте unbind badge"

msgid "the view model's box now has {0} binding"
msgid_plural "the view model's box now has {0} bindings"
msgstr[0] "в коробке модели представления теперь {0} привязка"
msgstr[1] "в коробке модели представления теперь {0} привязки"
msgstr[2] "в коробке модели представления теперь {0} привязок"

msgid "no badge is bound; try bind badge"
msgstr "бейдж не привязан; попробуйте bind badge"

msgid "badge released; nobody told the view model"
msgstr "бейдж освобождён; модели представления никто ничего не сообщал"

msgid "its weak binding in the box lapsed: {0} binding left"
msgid_plural "its weak binding in the box lapsed: {0} bindings left"
msgstr[0] "его слабая привязка в коробке отмерла: осталась {0} привязка"
msgstr[1] "его слабая привязка в коробке отмерла: осталось {0} привязки"
msgstr[2] "его слабая привязка в коробке отмерла: осталось {0} привязок"

msgid "there is no view '{0}': the only extra view is badge"
msgstr "представления '{0}' нет: единственное дополнительное представление — badge"

msgid "View model:"
msgstr "Модель представления:"

msgid "  model: {0}"
msgstr "  модель: {0}"

msgid "  box: {0} live binding"
msgid_plural "  box: {0} live bindings"
msgstr[0] "  коробка: {0} живая привязка"
msgstr[1] "  коробка: {0} живые привязки"
msgstr[2] "  коробка: {0} живых привязок"

msgid "Badge: {0}"
msgstr "Бейдж: {0}"

# Sources/Patterns/Architecture/VIPER.swift
msgid "Hello, VIPER!"
msgstr "Привет, VIPER!"

msgid "Welcome"
msgstr "Приветствие"

msgid "(Start) opens the shopping list"
msgstr "(Start) открывает список покупок"

msgid "counter-list presenter freed with its module"
msgstr "презентер списка освобождён вместе со своим модулем"

msgid "{0} + notice"
msgstr "{0} + сообщение"

msgid "list router builds the list module: V, I, P, R"
msgstr "роутер списка собирает модуль списка: V, I, P, R"

msgid "(no shopping list on screen)"
msgstr "(на экране нет списка покупок)"

msgid "navigator holds the screens (strong)"
msgstr "навигатор держит экраны (сильные ссылки)"

msgid "view owns presenter; presenter owns"
msgstr "представление владеет презентером,"

msgid "  interactor and router"
msgstr "  а презентер — интерактором и роутером"

msgid "presenter holds the view weakly"
msgstr "презентер держит представление слабо"

msgid "interactor → presenter: output protocol"
msgstr "интерактор → презентер: протокол output"

msgid "router → navigator: push and pop"
msgstr "роутер → навигатор: push и pop"

msgid "view and interactor never talk"
msgstr "представление и интерактор не общаются"

msgid "the shopping list is already open; type back first"
msgstr "список покупок уже открыт; сначала наберите back"

msgid "the welcome screen has no Back button"
msgstr "на экране приветствия нет кнопки Back"

msgid "the welcome screen has no such button: type start to open the list"
msgstr "на экране приветствия нет такой кнопки: наберите start, чтобы открыть список"

msgid "Navigator: {0}"
msgstr "Навигатор: {0}"

msgid "Interactor's entity:"
msgstr "Сущность интерактора:"

# Sources/Patterns/Architecture/VIP.swift
msgid "one cycle, one direction:"
msgstr "один цикл, одно направление:"

msgid "  view → interactor: Request"
msgstr "  представление → интерактор: Request"

msgid "  interactor → presenter: Response"
msgstr "  интерактор → презентер: Response"

msgid "  presenter → view: ViewModel"
msgstr "  презентер → представление: ViewModel"

msgid "view holds interactor, interactor holds"
msgstr "представление держит интерактор,"

msgid "  presenter, presenter holds view weakly"
msgstr "  интерактор — презентер, а презентер слабо держит представление"

msgid "nothing calls back up the cycle"
msgstr "назад по циклу никто не вызывает"

msgid "Interactor's data store:"
msgstr "Хранилище данных интерактора:"

# Sources/Patterns/Architecture/Redux.swift
msgid "{0}, a notice"
msgstr "{0}, есть сообщение"

msgid "middleware logs {0}, passes it on"
msgstr "middleware записывает {0} в журнал и передаёт дальше"

msgid "redux has no command {0}"
msgstr "в redux нет команды {0}"

msgid "action"
msgstr "действие"

msgid "{0} takes nothing after it"
msgstr "после {0} ничего не нужно"

msgid "add needs an item: dispatch add milk"
msgstr "add нужен элемент: dispatch add milk"

msgid "remove needs one item number: dispatch remove 1"
msgstr "remove нужен один номер элемента: dispatch remove 1"

msgid "reducer: ({0})"
msgstr "редьюсер: ({0})"

msgid "      → ({0})"
msgstr "       → ({0})"

msgid "  notice: {0}"
msgstr "  отказ: {0}"

msgid "no subscribers to notify"
msgstr "уведомлять некого: подписчиков нет"

msgid "keep subscriber names to 7 characters, like a or list"
msgstr "имя подписчика — не длиннее 7 символов, например a или list"

msgid "{0} is already subscribed: nothing changed"
msgstr "{0} уже подписан: ничего не изменилось"

msgid "three subscribers are plenty here; unsubscribe one first"
msgstr "здесь хватит трёх подписчиков; сначала отпишите одного"

msgid "store → {0}: new state ({1})"
msgstr "store → {0}: новое состояние ({1})"

msgid "{0} subscribes; it hears every dispatch from now on"
msgstr "{0} подписывается и теперь слышит каждое действие"

msgid "subscribers: {0}"
msgstr "подписчики: {0}"

msgid "{0} is not subscribed"
msgstr "{0} не подписан"

msgid "{0} is not subscribed; subscribers: {1}"
msgstr "{0} не подписан; подписчики: {1}"

msgid "{0} unsubscribes; the store will not call it again"
msgstr "{0} отписывается; хранилище больше его не вызовет"

msgid "no actions yet: the state is still the initial one"
msgstr "действий ещё нет: состояние всё ещё начальное"

msgid "nothing to replay yet: dispatch an action first"
msgstr "повторять пока нечего: сначала отправьте действие"

msgid "n must be between 0 and {0}, the number of actions so far"
msgstr "n должно быть от 0 до {0} — столько действий уже было"

msgid "equal to the store's state now: {0}"
msgstr "совпадает с текущим состоянием хранилища: {0}"

msgid "the state as it was after action {0}"
msgstr "состояние, каким оно было после действия {0}"

msgid "initial state + {0} action through the reducer:"
msgid_plural "initial state + {0} actions through the reducer:"
msgstr[0] "начальное состояние + {0} действие через редьюсер:"
msgstr[1] "начальное состояние + {0} действия через редьюсер:"
msgstr[2] "начальное состояние + {0} действий через редьюсер:"

msgid "the store itself is unchanged"
msgstr "само хранилище не изменилось"

msgid "Store state:"
msgstr "Состояние хранилища:"

msgid "  count: {0}"
msgstr "  счётчик: {0}"

msgid "  items: none"
msgstr "  элементы: нет"

msgid "  items:"
msgstr "  элементы:"

msgid "Subscribers: none"
msgstr "Подписчики: нет"

msgid "Subscribers: {0}"
msgstr "Подписчики: {0}"

msgid "History: {0} action"
msgid_plural "History: {0} actions"
msgstr[0] "История: {0} действие"
msgstr[1] "История: {0} действия"
msgstr[2] "История: {0} действий"

# Sources/Patterns/Architecture/DependencyInjection.swift
msgid "Good morning, {0}!"
msgstr "Доброе утро, {0}!"

msgid "Good afternoon, {0}!"
msgstr "Добрый день, {0}!"

msgid "Good evening, {0}!"
msgstr "Добрый вечер, {0}!"

msgid "(no greeter: nothing was injected)"
msgstr "(greeter нет: ничего не внедрено)"

msgid "no {0} registered"
msgstr "{0} не зарегистрирован"

msgid "no {0} registered (needed by {1})"
msgstr "{0} не зарегистрирован (нужен для {1})"

msgid "dependency cycle: {0}"
msgstr "цикл зависимостей: {0}"

msgid "building {0} failed: {1}"
msgstr "не удалось построить {0}: {1}"

msgid "the recipe built the wrong type"
msgstr "рецепт построил не тот тип"

msgid "dependency-injection has no command {0}"
msgstr "в dependency-injection нет команды {0}"

msgid "service"
msgstr "сервис"

msgid "register clock needs a time of day: morning or evening"
msgstr "register clock нужно время суток: morning или evening"

msgid "time of day"
msgstr "время суток"

msgid "morning clock"
msgstr "утренние часы"

msgid "evening clock"
msgstr "вечерние часы"

msgid "registered Clock → a fake {0} ({1}), {2}"
msgstr "Clock зарегистрирован → поддельные {0} ({1}), {2}"

msgid "the cached {0} still holds {1}"
msgstr "{0} из кэша по-прежнему держит {1}"

msgid "register greeter takes no time of day"
msgstr "register greeter не принимает время суток"

msgid "registered Greeter → Greeter(clock: resolve Clock), {0}"
msgstr "Greeter зарегистрирован → Greeter(clock: resolve Clock), {0}"

msgid "nothing is built until someone resolves it"
msgstr "ничего не строится, пока это кто-нибудь не разрешит"

msgid "{0} is already registered that way: nothing changed"
msgstr "{0} уже зарегистрирован именно так: ничего не изменилось"

msgid "replaced the {0} recipe (was {1})"
msgstr "рецепт {0} заменён (был: {1})"

msgid "its cached singleton went with the old recipe"
msgstr "закэшированный singleton ушёл вместе со старым рецептом"

msgid "times"
msgstr "число раз"

msgid "times must be between 1 and 5"
msgstr "число раз должно быть от 1 до 5"

msgid "container threw: {0}"
msgstr "контейнер бросил ошибку: {0}"

msgid "container builds {0}, set to {1}"
msgstr "контейнер строит {0}, на них {1}"

msgid "container returns the cached {0} (singleton)"
msgstr "контейнер отдаёт {0} из кэша (singleton)"

msgid "{0} new clock"
msgid_plural "{0} new clocks"
msgstr[0] "новых часов — {0}"
msgstr[1] "новых часов — {0}"
msgstr[2] "новых часов — {0}"

msgid "{0} resolve of a {1} Clock: {2}"
msgid_plural "{0} resolves of a {1} Clock: {2}"
msgstr[0] "{0} разрешение Clock ({1}): {2}"
msgstr[1] "{0} разрешения Clock ({1}): {2}"
msgstr[2] "{0} разрешений Clock ({1}): {2}"

msgid "same instance as the first: {0}"
msgstr "тот же экземпляр, что и первый: {0}"

msgid "container builds {0}, injecting {1}"
msgstr "контейнер строит {0} и внедряет в него {1}"

msgid "{0} says: {1}"
msgstr "{0} говорит: {1}"

msgid "framework creates WelcomeScreen() with no arguments"
msgstr "фреймворк создаёт WelcomeScreen() без аргументов"

msgid "before injection it shows: {0}"
msgstr "до внедрения он показывает: {0}"

msgid "we set screen.greeter = {0} (property injection)"
msgstr "мы задаём screen.greeter = {0} (внедрение через свойство)"

msgid "the screen shows: {0}"
msgstr "экран показывает: {0}"

msgid "Container:"
msgstr "Контейнер:"

msgid "  (nothing registered)"
msgstr "  (ничего не зарегистрировано)"

msgid "    {0}, built"
msgstr "    {0}, построен"

msgid "    {0}, not built yet"
msgstr "    {0}, ещё не построен"

msgid "{0} clock"
msgid_plural "{0} clocks"
msgstr[0] "часов: {0}"
msgstr[1] "часов: {0}"
msgstr[2] "часов: {0}"

msgid "{0} greeter"
msgid_plural "{0} greeters"
msgstr[0] "Greeter: {0}"
msgstr[1] "Greeter: {0}"
msgstr[2] "Greeter: {0}"

msgid "Built: {0}, {1}"
msgstr "Построено {0}, {1}"

# Sources/Patterns/Architecture/ServiceLayers.swift
msgid "HTTPClient throws: offline"
msgstr "HTTPClient бросает ошибку: offline"

msgid "HTTPClient: 404 for {0}"
msgstr "HTTPClient: 404 для {0}"

msgid "HTTPClient: 200 OK, {0} bytes"
msgstr "HTTPClient: 200 OK, байт: {0}"

msgid "unreadable reply"
msgstr "нечитаемый ответ"

msgid "server said {0}"
msgstr "сервер ответил {0}"

msgid "offline"
msgstr "нет сети"

msgid "Cache: nothing saved"
msgstr "Cache: ничего не сохранено"

msgid "Cache: hit, {0} article"
msgid_plural "Cache: hit, {0} articles"
msgstr[0] "Cache: попадание, {0} статья"
msgstr[1] "Cache: попадание, {0} статьи"
msgstr[2] "Cache: попадание, {0} статей"

msgid "(pull to refresh)"
msgstr "(потяните, чтобы обновить)"

msgid "Articles"
msgstr "Статьи"

msgid "(no articles)"
msgstr "(статей нет)"

msgid "! {0}: showing saved copies"
msgstr "! {0}: показаны сохранённые копии"

msgid "ui shows {0} article fresh from the network"
msgid_plural "ui shows {0} articles fresh from the network"
msgstr[0] "UI показывает {0} свежую статью из сети"
msgstr[1] "UI показывает {0} свежие статьи из сети"
msgstr[2] "UI показывает {0} свежих статей из сети"

msgid "ui shows {0} article from the cache"
msgid_plural "ui shows {0} articles from the cache"
msgstr[0] "UI показывает {0} статью из кэша"
msgstr[1] "UI показывает {0} статьи из кэша"
msgstr[2] "UI показывает {0} статей из кэша"

msgid "! {0} and nothing saved yet"
msgstr "! {0}, и ничего ещё не сохранено"

msgid "ui shows an error: no articles to show"
msgstr "UI показывает ошибку: показать нечего"

msgid "only articles can be fetched here: fetch articles"
msgstr "здесь можно загрузить только статьи: fetch articles"

msgid "soa has no command {0}"
msgstr "в soa нет команды {0}"

msgid "state"
msgstr "состояние сети"

msgid "the network is already online"
msgstr "сеть уже включена"

msgid "the network is already offline"
msgstr "сеть уже отключена"

msgid "network restored"
msgstr "сеть восстановлена"

msgid "network cut: the HTTPClient will throw .offline"
msgstr "сеть отключена: HTTPClient будет бросать .offline"

msgid "a title can have at most 30 characters"
msgstr "заголовок — не длиннее 30 символов"

msgid "the backend keeps at most 6 articles in this demo"
msgstr "в этом примере бэкенд хранит не больше 6 статей"

msgid "backend now serves {0} article"
msgid_plural "backend now serves {0} articles"
msgstr[0] "теперь бэкенд отдаёт {0} статью"
msgstr[1] "теперь бэкенд отдаёт {0} статьи"
msgstr[2] "теперь бэкенд отдаёт {0} статей"

msgid "the app sees it only on its next successful fetch"
msgstr "приложение увидит новую статью только при следующей успешной загрузке"

msgid "            ↓ ArticleServing (protocol)"
msgstr "            ↓ ArticleServing (протокол)"

msgid "Service   ArticleService"
msgstr "Сервис    ArticleService"

msgid "Managers  CannedServer     MemoryCache"
msgstr "Менеджеры CannedServer     MemoryCache"

msgid "each layer knows only the protocol below it"
msgstr "каждый слой знает только протокол под собой"

msgid "Backend: {0} article"
msgid_plural "Backend: {0} articles"
msgstr[0] "Бэкенд: {0} статья"
msgstr[1] "Бэкенд: {0} статьи"
msgstr[2] "Бэкенд: {0} статей"

msgid "Network: online"
msgstr "Сеть: включена"

msgid "Network: offline"
msgstr "Сеть: отключена"

msgid "Requests sent: {0}"
msgstr "Отправлено запросов: {0}"

msgid "Cache: empty"
msgstr "Кэш: пуст"

msgid "Cache: {0}"
msgstr "Кэш: {0}"
"""#
