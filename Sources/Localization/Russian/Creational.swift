/// Russian for the creational live runs, in the PO format of Interface.swift: the
/// static words each live run shows (title, summary, commands' help, tour notes) and the
/// templates its code passes to `localized`.
let russianCreational = #"""
msgid "Creational"
msgstr "Порождающие"

# Creational: singleton
msgid "Singleton and shared instance"
msgstr "Одиночка и общий экземпляр"

msgid "AccountManager is a strict singleton: a private init and one `static let shared`. Every caller gets the same object, so a change made by one is seen by all, and not even `reset` brings back a fresh one: it lives as long as the program. ImageCache is a shared instance: there is a common `shared` one, yet anyone may create another. Watch the object numbers in the trace: always #1."
msgstr "AccountManager — строгий одиночка: приватный init и единственный `static let shared`. Все вызывающие получают один и тот же объект, поэтому изменение, сделанное одним, видят все, и даже `reset` не вернёт свежий: он живёт столько же, сколько программа. ImageCache — общий экземпляр (shared instance): есть общий `shared`, но любой может создать ещё один. Следите за номерами объектов в журнале: всегда #1."

msgid "a caller asks for AccountManager.shared"
msgstr "вызывающий запрашивает AccountManager.shared"

msgid "change the user name through the shared instance"
msgstr "изменить имя пользователя через общий экземпляр"

msgid "a caller reads the user name"
msgstr "вызывающий читает имя пользователя"

msgid "many callers ask at once, spread over worker threads (default 1000)"
msgstr "много вызывающих сразу, на рабочих потоках (по умолчанию 1000)"

msgid "store an image in ImageCache.shared, or in a cache of your own"
msgstr "положить изображение в ImageCache.shared или в собственный кэш"

msgid "One part of the app asks for the account manager."
msgstr "Одна часть приложения запрашивает менеджер учётной записи."

msgid "Another part asks too, and gets the very same object."
msgstr "Другая часть тоже запрашивает и получает тот же самый объект."

msgid "A change made through the shared instance..."
msgstr "Изменение, сделанное через общий экземпляр..."

msgid "...is seen everywhere: this is global state, with its risks."
msgstr "...видно везде: это глобальное состояние со всеми его рисками."

msgid "A thousand concurrent calls still find a single instance."
msgstr "Тысяча параллельных вызовов всё равно находит один экземпляр."

msgid "A shared instance is a convenience: this goes to .shared..."
msgstr "Общий экземпляр — лишь удобство: это попадает в .shared..."

msgid "...and this to a cache of our own, which .shared never sees."
msgstr "...а это — в наш собственный кэш, которого .shared не видит."

msgid "started again with new callers, but the shared instances stay:"
msgstr "начали заново с новыми вызывающими, но общие экземпляры остались:"

msgid "AccountManager.shared and ImageCache.shared are the same objects,"
msgstr "AccountManager.shared и ImageCache.shared — те же объекты"

msgid "with what they hold. A static let is made once and lives as long"
msgstr "со всем содержимым. static let создаётся один раз и живёт"

msgid "as the program, so no reset can replace it."
msgstr "столько же, сколько программа: reset его не заменит."

msgid "rename needs a name, e.g. rename Anna"
msgstr "rename нужно имя, например rename Anna"

msgid "AccountManager.shared.userName is now {0}"
msgstr "AccountManager.shared.userName теперь {0}"

msgid "{0} reads userName = {1}"
msgstr "{0} читает userName = {1}"

msgid "the number of callers"
msgstr "число вызывающих"

msgid "singleton has no command {0}"
msgstr "у singleton нет команды {0}"

msgid "{0} got AccountManager.shared: object #{1}"
msgstr "{0} получает AccountManager.shared: объект #{1}"

msgid "the same object {0} got: === is true"
msgstr "тот же объект, что у {0}: === даёт true"

msgid "a different object from {0}'s"
msgstr "не тот объект, что у {0}"

msgid "callers must be between 1 and 100000"
msgstr "вызывающих должно быть от 1 до 100000"

msgid "{0} concurrent callers saw {1}"
msgid_plural "{0} concurrent callers saw {1}"
msgstr[0] "{0} параллельный вызывающий увидел {1}"
msgstr[1] "{0} параллельных вызывающих увидели {1}"
msgstr[2] "{0} параллельных вызывающих увидели {1}"

msgid "{0} distinct instance"
msgid_plural "{0} distinct instances"
msgstr[0] "{0} экземпляр"
msgstr[1] "{0} разных экземпляра"
msgstr[2] "{0} разных экземпляров"

msgid "instances ever created: {0}"
msgstr "всего создано экземпляров: {0}"

msgid "cache takes a key and optionally the word own, not '{0}'"
msgstr "cache принимает ключ и, если нужно, слово own, а не '{0}'"

msgid "stored {0} in ImageCache.shared"
msgstr "сохранили {0} в ImageCache.shared"

msgid "stored {0} in a cache of our own: ImageCache(name: \"own\")"
msgstr "сохранили {0} в собственном кэше: ImageCache(name: \"own\")"

msgid "own === ImageCache.shared is {0}: two separate caches"
msgstr "own === ImageCache.shared даёт {0}: это два разных кэша"

msgid "  held by: {0}"
msgstr "  получили: {0}"

msgid "ImageCache.shared: empty"
msgstr "ImageCache.shared: пусто"

msgid "own ImageCache: {0}"
msgstr "свой ImageCache: {0}"

# Creational: abstract-factory
msgid "Abstract Factory"
msgstr "Абстрактная фабрика"

msgid "An abstract factory makes a FAMILY of related products that belong together (it is not a \"factory of factories\"). The client picks one factory, then only talks to its protocol: Ember or Enginola hardware (a CPU and an MMU that must match), or the shape game's square and circle families (shapes and the views that draw them)."
msgstr "Абстрактная фабрика создаёт СЕМЕЙСТВО связанных продуктов, которые подходят друг к другу (это не «фабрика фабрик»). Клиент выбирает одну фабрику и дальше обращается только к её протоколу: оборудование Ember или Enginola (CPU и MMU должны совпадать) или семейства квадратов и кругов из игры с фигурами (фигуры и представления, которые их рисуют)."

msgid "list the factories and what each makes"
msgstr "список фабрик и того, что делает каждая"

msgid "give the client a factory: ember, enginola, square or circle"
msgstr "дать клиенту фабрику: ember, enginola, square или circle"

msgid "make a product with the factory in use: cpu, mmu, shapes or views"
msgstr "сделать продукт текущей фабрикой: cpu, mmu, shapes или views"

msgid "The client gets one factory and then sees only its protocol."
msgstr "Клиент получает одну фабрику и дальше видит только её протокол."

msgid "It asks for a CPU without naming a concrete type..."
msgstr "Он просит CPU, не называя конкретного типа..."

msgid "...and an MMU from the same factory, sure to fit that CPU."
msgstr "...и MMU у той же фабрики — он точно подойдёт к этому CPU."

msgid "Swapping the factory swaps the whole family at once..."
msgstr "Смена фабрики меняет всё семейство разом..."

msgid "...so the new family's MMU does not fit the old CPU: never mix."
msgstr "...поэтому MMU нового семейства не подходит к старому CPU: не смешивайте."

msgid "The shape game works the same way: a square or a circle family."
msgstr "Игра с фигурами устроена так же: семейство квадратов или кругов."

msgid "The circle factory makes two circles for one turn of the game..."
msgstr "Фабрика кругов делает два круга на один ход игры..."

msgid "...and circle views to draw them: its views only take its shapes."
msgstr "...и представления кругов, чтобы их нарисовать: её представления берут только её фигуры."

msgid "family"
msgstr "семейство"

msgid "product"
msgstr "продукт"

msgid "abstract-factory has no command {0}"
msgstr "у abstract-factory нет команды {0}"

msgid "hardware toolkit: cpu, mmu"
msgstr "набор оборудования: cpu, mmu"

msgid "shape family: shapes, views"
msgstr "семейство фигур: shapes, views"

msgid "already using the {0} factory: nothing changed"
msgstr "фабрика {0} уже используется: ничего не изменилось"

msgid "the client now holds any HardwareToolkit ({0})"
msgstr "теперь у клиента any HardwareToolkit ({0})"

msgid "the client now holds any ShapeFamily ({0}s)"
msgstr "теперь у клиента any ShapeFamily ({0})"

msgid "the client has no factory yet: use ember, enginola, square or circle"
msgstr "у клиента ещё нет фабрики: use ember, enginola, square или circle"

msgid "#{0} {1}, from the {2} family"
msgstr "#{0} {1} из семейства {2}"

msgid "it fits CPU #{0}: same family"
msgstr "подходит к CPU #{0}: то же семейство"

msgid "it does NOT fit CPU #{0} ({1}): mixed families"
msgstr "НЕ подходит к CPU #{0} ({1}): семейства смешаны"

msgid "a hardware toolkit makes cpu and mmu, not {0}: try `use square` for shapes"
msgstr "набор оборудования делает cpu и mmu, а не {0}; для фигур попробуйте `use square`"

msgid "the square family made a pair of squares:"
msgstr "семейство square сделало пару квадратов:"

msgid "the circle family made a pair of circles:"
msgstr "семейство circle сделало пару кругов:"

msgid "the {0} family made a pair of {0}s:"
msgstr "семейство {0} сделало пару фигур {0}:"

msgid "square {0} of the box, area {1}"
msgstr "квадрат {0} поля, площадь {1}"

msgid "circle {0} of the box, area {1}"
msgstr "круг {0} поля, площадь {1}"

msgid "{0} {1} of the box, area {2}"
msgstr "{0} {1} поля, площадь {2}"

msgid "square view, {0} cells across"
msgid_plural "square view, {0} cells across"
msgstr[0] "представление квадрата, {0} клетка"
msgstr[1] "представление квадрата, {0} клетки"
msgstr[2] "представление квадрата, {0} клеток"

msgid "circle view, {0} cells across"
msgid_plural "circle view, {0} cells across"
msgstr[0] "представление круга, {0} клетка"
msgstr[1] "представление круга, {0} клетки"
msgstr[2] "представление круга, {0} клеток"

msgid "views from the same family as the shapes: they cannot mismatch"
msgstr "представления из того же семейства, что и фигуры: не совпасть они не могут"

msgid "a shape family makes shapes and views, not {0}: try `use ember` for hardware"
msgstr "семейство фигур делает shapes и views, а не {0}; для оборудования попробуйте `use ember`"

msgid "the {0} family has no shapes to draw yet: make shapes first"
msgstr "у семейства {0} ещё нет фигур для рисования: сначала make shapes"

msgid "{0} views draw only {0}s; the last shapes are {1}s: use {1}, or make shapes"
msgstr "представления {0} рисуют только фигуры {0}, а последние фигуры — {1}: use {1} или make shapes"

msgid "factory in use: {0}"
msgstr "фабрика: {0}"

msgid "factory in use: none yet"
msgstr "фабрика: пока никакой"

msgid "no products made yet"
msgstr "продуктов пока нет"

msgid "products made (newest last):"
msgstr "продукты (новые внизу):"

msgid "{0} (hardware toolkit)"
msgstr "{0} (набор оборудования)"

msgid "{0} (shape family)"
msgstr "{0} (семейство фигур)"

# Creational: factory-method
msgid "Factory Method"
msgstr "Фабричный метод"

msgid "Two ways to make layers without naming their class. A LayerRowCreator's own code (startLayers) makes every layer through its factory method, and each creator (BouncingRow, FadingRow) decides the class: the Gang of Four's Factory Method. AnimatableLayerFactory.layer(withFrame:animation:) is the simple factory beside it: one switch on the kind. Either way the caller gets Layer & Animatable. The layers describe their animations as keyframes with the seed's timing curves, checked when made: one key time per value, which the seed got wrong."
msgstr "Два способа создавать слои, не называя их класса. Собственный код LayerRowCreator (startLayers) создаёт каждый слой через фабричный метод, а каждый создатель (BouncingRow, FadingRow) сам решает, какой это класс: фабричный метод «банды четырёх». AnimatableLayerFactory.layer(withFrame:animation:) — простая фабрика рядом с ним: один switch по виду анимации. В обоих случаях вызывающий получает Layer & Animatable. Слои описывают свои анимации ключевыми кадрами с кривыми тайминга из исходного туториала и проверяют их при создании: один ключевой момент на значение — в исходном туториале здесь ошибка."

msgid "list the animation kinds the factory knows"
msgstr "виды анимации, которые знает фабрика"

msgid "ask the simple factory for a layer and start it"
msgstr "попросить у простой фабрики слой и запустить его"

msgid "ask a creator for a row: its factory method picks the class"
msgstr "попросить у создателя ряд: класс выбирает его фабричный метод"

msgid "show a layer's animation"
msgstr "показать анимацию слоя"

msgid "what every layer shows that long after it started"
msgstr "что показывает каждый слой через столько секунд после запуска"

msgid "stop a layer's animations"
msgstr "остановить анимации слоя"

msgid "try the seed's keyframes (5 values, 6 key times)"
msgstr "попробовать ключевые кадры исходного туториала (5 значений, 6 ключевых моментов)"

msgid "Five kinds are on offer; the caller only names the one it wants."
msgstr "Видов пять; вызывающий лишь называет нужный."

msgid "A simple factory: its switch picks the class for the caller."
msgstr "Простая фабрика: её switch выбирает класс за вызывающего."

msgid "Another kind, another private class, and the same calling code."
msgstr "Другой вид, другой приватный класс — и тот же вызывающий код."

msgid "The creator makes the row; its factory method picks each class."
msgstr "Создатель делает ряд; каждый класс выбирает его фабричный метод."

msgid "Bounce's keyframes: one key time per value, and the seed's curve."
msgstr "Ключевые кадры bounce: по ключевому моменту на значение и кривая из исходного туториала."

msgid "Half a second in: bounce's offset adds, spin's angle replaces."
msgstr "Через полсекунды: смещение bounce прибавляется, угол spin заменяет значение."

msgid "The seed gave bounce 5 values but 6 key times: that is refused."
msgstr "В исходном туториале у bounce 5 значений, но 6 ключевых моментов: такое отклоняется."

msgid "stopAnimations comes from one protocol extension for every kind."
msgstr "stopAnimations приходит из одного расширения протокола для всех видов."

msgid "kind"
msgstr "вид"

msgid "creator"
msgstr "создатель"

msgid "the number of layers"
msgstr "число слоёв"

msgid "the time in seconds"
msgstr "время в секундах"

msgid "animation"
msgstr "анимация"

msgid "factory-method has no command {0}"
msgstr "у factory-method нет команды {0}"

msgid "unknown kind {0}"
msgstr "неизвестный вид анимации {0}"

msgid "the {0} layer could not start: {1}"
msgstr "слой {0} не запустился: {1}"

msgid "layer #{0}: the factory chose {1}"
msgstr "слой #{0}: фабрика выбрала {1}"

msgid "{1}, started {0} keyframes on {2}"
msgid_plural "{1}, started {0} keyframes on {2}"
msgstr[0] "{1}, запущен {0} ключевой кадр для {2}"
msgstr[1] "{1}, запущено {0} ключевых кадра для {2}"
msgstr[2] "{1}, запущено {0} ключевых кадров для {2}"

msgid "{0}, started a basic animation on {1}"
msgstr "{0}, запущена базовая анимация для {1}"

msgid "{0}, started nothing"
msgstr "{0}, ничего не запущено"

msgid "a row holds 1 to {0} layers, not {1}"
msgstr "в ряду бывает от 1 до {0} слоёв, а не {1}"

msgid "unknown creator {0}"
msgstr "неизвестный создатель {0}"

msgid "the {0} row could not start: {1}"
msgstr "ряд {0} не запустился: {1}"

msgid "{1}.startLayers made {0} layer via makeLayer(withFrame:)"
msgid_plural "{1}.startLayers made {0} layers via makeLayer(withFrame:)"
msgstr[0] "{1}.startLayers создал {0} слой через makeLayer(withFrame:)"
msgstr[1] "{1}.startLayers создал {0} слоя через makeLayer(withFrame:)"
msgstr[2] "{1}.startLayers создал {0} слоёв через makeLayer(withFrame:)"

msgid "{0}: {1} picked {2}; startLayers named no class"
msgstr "{0}: {1} выбрал {2}; startLayers не назвал ни одного класса"

msgid "the layer number"
msgstr "номер слоя"

msgid "no layers yet: make one first, e.g. make bounce"
msgstr "слоёв пока нет: сначала создайте слой, например make bounce"

msgid "there is no layer #{0}: layers are #1 to #{1}"
msgstr "слоя #{0} нет: есть слои с #1 по #{1}"

msgid "{0} is not animating"
msgstr "{0} не анимируется"

msgid "{0} on {1}: {2} values, {3} key times"
msgstr "{0} для {1}: значений {2}, ключевых моментов {3}"

msgid "key times: {0}"
msgstr "ключевые моменты: {0}"

msgid "values:    {0}"
msgstr "значения:         {0}"

msgid "additive: offsets from the layer's own {0}"
msgstr "аддитивная: смещения от собственного значения слоя {0}"

msgid "not additive: the values replace the layer's {0}"
msgstr "не аддитивная: значения заменяют значение слоя {0}"

msgid "{0} on {1}: from {2} to {3}"
msgstr "{0} для {1}: от {2} до {3}"

msgid "timing: {0}, {1} s, forever"
msgstr "тайминг: {0}, {1} с, бесконечно"

msgid "timing: {0}, {1} s, repeating {2} times"
msgstr "тайминг: {0}, {1} с, повторов: {2}"

msgid "the time must be 0 seconds or more: animations start at 0"
msgstr "время должно быть не меньше 0 секунд: анимации начинаются с 0"

msgid "the time must be at most a million seconds"
msgstr "время должно быть не больше миллиона секунд"

msgid "at {0} s the presentation layers show:"
msgstr "через {0} с presentation-слои показывают:"

msgid "({0} earlier layer not shown)"
msgid_plural "({0} earlier layers not shown)"
msgstr[0] "(не показан {0} более ранний слой)"
msgstr[1] "(не показаны {0} более ранних слоя)"
msgstr[2] "(не показаны {0} более ранних слоёв)"

msgid "#{0} {1} is still: it shows its own values"
msgstr "#{0} {1} неподвижен: показывает собственные значения"

msgid "#{0} {1} {2}: {3}, finished"
msgstr "#{0} {1} {2}: {3}, анимация закончилась"

msgid "{0} is already stopped: nothing changed"
msgstr "{0} уже остановлен: ничего не изменилось"

msgid "{1} removed {0} animation"
msgid_plural "{1} removed {0} animations"
msgstr[0] "{1} удалил {0} анимацию"
msgstr[1] "{1} удалил {0} анимации"
msgstr[2] "{1} удалил {0} анимаций"

msgid "the seed's {0} keyframes were accepted"
msgstr "ключевые кадры {0} из исходного туториала приняты"

msgid "KeyframeAnimation refused the seed's keyframes:"
msgstr "KeyframeAnimation отклонил ключевые кадры исходного туториала:"

msgid "ours has one key time per value: {0}"
msgstr "у нас по одному ключевому моменту на значение: {0}"

msgid "{0}: a keyframe animation needs at least one value"
msgstr "{0}: анимации по ключевым кадрам нужно хотя бы одно значение"

msgid "{0}: {1} values but {2} key times (one key time per value needed)"
msgstr "{0}: значений {1}, а ключевых моментов {2} (нужен один ключевой момент на значение)"

msgid "{0}: key time {1} is outside 0...1"
msgstr "{0}: ключевой момент {1} вне 0...1"

msgid "{0}: key times must never go down"
msgstr "{0}: ключевые моменты не должны убывать"

msgid "no layers yet"
msgstr "слоёв пока нет"

msgid "layers made so far:"
msgstr "созданные слои:"

msgid "#{0} {1}, stopped"
msgstr "#{0} {1}, остановлен"

# Creational: builder
msgid "Builder"
msgstr "Строитель"

msgid "A PizzaBuilder collects the parts of a pizza one step at a time and checks the whole in build(), which returns an immutable Pizza. A director drives the same steps in a fixed order from a recipe, for any builder: here also one that prices the order. `order` shows the Swifty form: defaults changed inside a closure."
msgstr "PizzaBuilder собирает части пиццы по шагу за раз и проверяет всё целиком в build(), который возвращает неизменяемую Pizza. Распорядитель (director) проводит любой строитель через те же шаги в фиксированном порядке по рецепту — здесь ещё и строитель, который считает стоимость заказа. `order` показывает «свифтовый» вариант: значения по умолчанию меняются внутри замыкания."

msgid "set name, size (small/medium/large), crust (thin/classic/thick) or sauce"
msgstr "задать name (название), size (small/medium/large), crust (тесто: thin/classic/thick) или sauce (соус)"

msgid "add a topping to the draft"
msgstr "добавить начинку в черновик"

msgid "take a topping off the draft"
msgstr "убрать начинку из черновика"

msgid "check the draft and build the pizza"
msgstr "проверить черновик и построить пиццу"

msgid "let the director build a margherita, diavola or veggie"
msgstr "пусть распорядитель построит margherita, diavola или veggie"

msgid "build in one expression with a configuration closure"
msgstr "построить одним выражением с замыканием-настройкой"

msgid "A builder collects parts step by step; no pizza exists yet."
msgstr "Строитель собирает части шаг за шагом; пиццы ещё нет."

msgid "Parts you never set keep defaults: classic crust, tomato sauce."
msgstr "Незаданные части остаются по умолчанию: тесто classic, соус tomato."

msgid "Toppings are added one at a time, in any order you like."
msgstr "Начинки добавляются по одной, в любом порядке."

msgid "build() checks the whole draft, then makes an immutable Pizza."
msgstr "build() проверяет весь черновик и делает неизменяемую Pizza."

msgid "A director follows a recipe: the same steps, always in order."
msgstr "Распорядитель следует рецепту: те же шаги, всегда по порядку."

msgid "The closure form: defaults, a closure to change some, a check."
msgstr "Вариант с замыканием: значения по умолчанию, замыкание меняет нужные, затем проверка."

msgid "a pizza needs a name"
msgstr "у пиццы должно быть название"

msgid "{0} toppings is too many: at most {1}"
msgstr "начинок {0} — это слишком много: максимум {1}"

msgid "{0} is on the list twice"
msgstr "{0} в списке дважды"

msgid "recipe"
msgstr "рецепт"

msgid "part"
msgstr "часть"

msgid "size"
msgstr "размер"

msgid "crust"
msgstr "тесто"

msgid "builder has no command {0}"
msgstr "у builder нет команды {0}"

msgid "the builder's draft {0} is now {1}; nothing built yet"
msgstr "в черновике строителя {0} теперь {1}; пока ничего не построено"

msgid "{0} is on the draft twice now: build() will refuse it"
msgstr "{0} теперь в черновике дважды: build() это отклонит"

msgid "(remove {0} takes one off)"
msgstr "(remove {0} уберёт лишнее)"

msgid "{0} is not on the draft: it has no toppings"
msgstr "{0} нет в черновике: в нём вообще нет начинок"

msgid "{0} is not on the draft; it has {1}"
msgstr "{0} нет в черновике; в нём есть: {1}"

msgid "draft toppings: none"
msgstr "начинки в черновике: нет"

msgid "draft toppings: {0}"
msgstr "начинки в черновике: {0}"

msgid "build refused: {0} (set name <name>)"
msgstr "build() отклонил черновик: {0} (set name <название>)"

msgid "build refused: {0} (remove {1})"
msgstr "build() отклонил черновик: {0} (remove {1})"

msgid "build refused: {0} (remove some)"
msgstr "build() отклонил черновик: {0} (уберите лишние через remove)"

msgid "the builder starts a fresh draft"
msgstr "строитель начинает новый черновик"

msgid "the {0} recipe is broken: {1}"
msgstr "рецепт {0} сломан: {1}"

msgid "the director calls, in order:"
msgstr "распорядитель вызывает по порядку:"

msgid "same steps, receipt builder: total {0}"
msgstr "те же шаги, строитель чека: итого {0}"

msgid "order refused by build(): {0}"
msgstr "build() отклонил заказ: {0}"

msgid "Pizza.build { … }: the closure set the name and toppings,"
msgstr "Pizza.build { … }: замыкание задало название и начинки,"

msgid "every other part kept the builder's default"
msgstr "остальные части — по умолчанию строителя"

msgid "built pizza #{0}: {1} {2}, {3} crust"
msgstr "построена пицца #{0}: {2}, размер {1}, тесто {3}"

msgid "{0} sauce, no toppings"
msgstr "соус {0}, без начинок"

msgid "{0} sauce, toppings: {1}"
msgstr "соус {0}, начинки: {1}"

msgid "PizzaBuilder draft:"
msgstr "черновик PizzaBuilder:"

msgid "  name: {0}"
msgstr "  название: {0}"

msgid "  name: (not set)"
msgstr "  название: (не задано)"

msgid "  size: {0}, crust: {1}"
msgstr "  размер: {0}, тесто: {1}"

msgid "  sauce: {0}"
msgstr "  соус: {0}"

msgid "  toppings: none"
msgstr "  начинки: нет"

msgid "  toppings: {0}"
msgstr "  начинки: {0}"

msgid "built pizzas:"
msgstr "построенные пиццы:"

# Creational: prototype
msgid "Prototype"
msgstr "Прототип"

msgid "An appointment holds people, and a person may hold a photo: all reference types. clone() makes a deep copy, so the clone shares no object with the original and keeps every field, status included (the seed's init dropped it, so its originals and copies alike read .initital). Try a shallow copy too and watch a change to the copy leak into the original."
msgstr "Встреча (appointment) содержит людей, а у человека может быть фото: всё это ссылочные типы. clone() делает глубокую копию, поэтому клон не делит с оригиналом ни одного объекта и сохраняет все поля, включая статус (init в исходном туториале его терял, так что и оригиналы, и копии там показывали .initital). Попробуйте и поверхностную копию: изменение копии просочится в оригинал."

msgid "copy the original appointment (deep, or shallow to compare)"
msgstr "скопировать исходную встречу (глубоко или, для сравнения, поверхностно)"

msgid "change place, or a person's name, status or photo (person 1 by default)"
msgstr "изменить place или name, status, photo человека (по умолчанию человека 1)"

msgid "show both side by side and the objects they share"
msgstr "показать обе встречи рядом и их общие объекты"

msgid "clone() copies the appointment and every person and photo in it."
msgstr "clone() копирует встречу, каждого человека и каждое фото в ней."

msgid "Rename the first person in the clone..."
msgstr "Переименуем первого человека в клоне..."

msgid "...and re-caption their photo, a nested object..."
msgstr "...и сменим подпись его фото, вложенного объекта..."

msgid "...the original is untouched; Stepan keeps his canceled status."
msgstr "...оригинал не тронут; у Stepan остаётся статус canceled."

msgid "A shallow copy is a new appointment holding the SAME people."
msgstr "Поверхностная копия — новая встреча с ТЕМИ ЖЕ людьми."

msgid "So renaming a person in this copy..."
msgstr "Поэтому переименование человека в этой копии..."

msgid "...renames them in the original too: the two share objects."
msgstr "...переименует его и в оригинале: объекты у них общие."

msgid "person {0}"
msgstr "человек {0}"

msgid "photo {0}"
msgstr "фото {0}"

msgid "prototype has no command {0}"
msgstr "у prototype нет команды {0}"

msgid "replaced the previous clone"
msgstr "прежний клон заменён"

msgid "replaced the previous shallow copy"
msgstr "прежняя поверхностная копия заменена"

msgid "clone(): a deep copy with {0} people"
msgid_plural "clone(): a deep copy with {0} people"
msgstr[0] "clone(): глубокая копия, {0} человек"
msgstr[1] "clone(): глубокая копия, {0} человека"
msgstr[2] "clone(): глубокая копия, {0} человек"

msgid "a shallow copy with {0} people"
msgid_plural "a shallow copy with {0} people"
msgstr[0] "поверхностная копия, {0} человек"
msgstr[1] "поверхностная копия, {0} человека"
msgstr[2] "поверхностная копия, {0} человек"

msgid "it shares no object with the original"
msgstr "общих объектов с оригиналом нет"

msgid "shared with the original: {0}"
msgstr "общие с оригиналом: {0}"

msgid "appointment"
msgstr "встреча"

msgid "field"
msgstr "поле"

msgid "status"
msgstr "статус"

msgid "{0} has no photo; person 1 has one"
msgstr "у {0} нет фото; оно есть у человека 1"

msgid "{0}: person {1}.{2} = {3}"
msgstr "{0}: человек {1}, {2} = {3}"

msgid "there is no clone yet: type clone first"
msgstr "клона пока нет: сначала введите clone"

msgid "the person number"
msgstr "номер человека"

msgid "person must be 1 to {0}, not {1}"
msgstr "номер человека — от 1 до {0}, а не {1}"

msgid "no clone yet: only the original exists"
msgstr "клона пока нет: есть только оригинал"

msgid "original | deep clone"
msgstr "оригинал | глубокий клон"

msgid "original | shallow copy"
msgstr "оригинал | поверхностная копия"

msgid "place: {0} | {1}"
msgstr "место: {0} | {1}"

msgid "shared objects: none"
msgstr "общие объекты: нет"

msgid "shared objects: {0}"
msgstr "общие объекты: {0}"

msgid "place: {0}"
msgstr "место: {0}"

msgid "original:"
msgstr "оригинал:"

msgid "deep clone:"
msgstr "глубокий клон:"

msgid "shallow copy:"
msgstr "поверхностная копия:"

msgid "no copy yet"
msgstr "копии пока нет"

# Creational: object-pool
msgid "Object Pool"
msgstr "Пул объектов"

msgid "A pool lends out three database connections, opened once, instead of opening a new one per request. A returned connection is reset before anyone else gets it. When all are lent, `borrow` says so, while `borrow --wait` starts another thread that really blocks until a connection comes back; waiters are served first come, first served."
msgstr "Пул выдаёт три соединения с базой данных, открытые один раз, вместо того чтобы открывать новое на каждый запрос. Возвращённое соединение сбрасывается, прежде чем его получит кто-то ещё. Когда выданы все, `borrow` так и сообщает, а `borrow --wait` запускает ещё один поток, который действительно блокируется, пока соединение не вернётся; ожидающих обслуживают в порядке очереди."

msgid "borrow a connection; --wait queues a blocked waiter thread when none is free"
msgstr "взять соединение; если свободных нет, --wait ставит в очередь заблокированный поток"

msgid "give connection #n back to the pool"
msgstr "вернуть соединение #n в пул"

msgid "the borrower of #n leaves a transaction and a temp table"
msgstr "заёмщик #n оставляет транзакцию и временную таблицу"

msgid "borrow() lends an existing connection: nothing new is opened."
msgstr "borrow() выдаёт уже открытое соединение: новое не открывается."

msgid "The borrower leaves state behind: a transaction, a temp table."
msgstr "Заёмщик оставляет после себя состояние: транзакцию, временную таблицу."

msgid "A second request gets the next free connection..."
msgstr "Второй запрос получает следующее свободное соединение..."

msgid "...and a third empties the pool."
msgstr "...а третий опустошает пул."

msgid "Without --wait, an empty pool says so at once: no hanging."
msgstr "Без --wait пустой пул сразу так и говорит: ничего не зависает."

msgid "With --wait, another thread blocks inside borrow()..."
msgstr "С --wait другой поток блокируется внутри borrow()..."

msgid "...and one more queues behind it: waiters are served in order."
msgstr "...и ещё один встаёт за ним: ожидающих обслуживают по очереди."

msgid "#1 comes back reset and goes to the first waiter, clean."
msgstr "#1 возвращается сброшенным и уходит первому ожидающему чистым."

msgid "no object came back in time"
msgstr "ни один объект не вернулся вовремя"

msgid "the pool is closed"
msgstr "пул закрыт"

msgid "that object is not on loan from this pool"
msgstr "этот объект не выдан этим пулом"

msgid "object-pool has no command {0}"
msgstr "у object-pool нет команды {0}"

msgid "({0} waiter already queued)"
msgid_plural "({0} waiters already queued)"
msgstr[0] "(в очереди уже {0} поток)"
msgstr[1] "(в очереди уже {0} потока)"
msgstr[2] "(в очереди уже {0} потоков)"

msgid "the pool is empty: all {0} connections are lent"
msgstr "пул пуст: выданы все соединения ({0})"

msgid "borrow --wait would block until one comes back"
msgstr "borrow --wait заблокировался бы до возврата соединения"

msgid "app borrowed #{0} ({1} left in the pool)"
msgstr "app взял #{0} (в пуле осталось: {1})"

msgid "a connection is free, so nobody has to wait"
msgstr "есть свободное соединение, ждать никому не нужно"

msgid "{0} waiters are blocked already: return a connection first"
msgstr "заблокированных потоков уже {0}: сначала верните соединение"

msgid "waiter {0}"
msgstr "поток {0}"

msgid "{0} did not reach borrow() in time"
msgstr "{0} не дошёл до borrow() вовремя"

msgid "{0} (another thread) called borrow()"
msgstr "{0} (ещё один поток) вызвал borrow()"

msgid "{0} is blocked, first in line: the pool is empty"
msgstr "{0} заблокирован, 1-й в очереди: пул пуст"

msgid "{0} is blocked, number {1} in line: the pool is empty"
msgstr "{0} заблокирован, {1}-й в очереди: пул пуст"

msgid "the pool refused #{0}: {1}"
msgstr "пул не принял #{0}: {1}"

msgid "#{0} returned; reset: it was already clean"
msgstr "#{0} возвращено; сброс: оно и так было чистым"

msgid "#{0} returned; reset: {1}"
msgstr "#{0} возвращено; сброс: {1}"

msgid "rolled back the transaction"
msgstr "откатили транзакцию"

msgid "dropped {0}"
msgstr "удалили {0}"

msgid "{0} did not wake up in time"
msgstr "{0} не проснулся вовремя"

msgid "still blocked: {0}"
msgstr "всё ещё заблокированы: {0}"

msgid "{0} unblocked and got #{1}, clean"
msgstr "{0} разблокирован и получил #{1}, чистое"

msgid "{0} unblocked and got #{1}, {2}"
msgstr "{0} разблокирован и получил #{1}; на нём: {2}"

msgid "#{0} is already dirty: nothing changed"
msgstr "#{0} уже «грязное»: ничего не изменилось"

msgid "it still has {0}"
msgstr "на нём по-прежнему: {0}"

msgid "the borrower of #{0} left {1}"
msgstr "заёмщик #{0} оставил: {1}"

msgid "an open transaction"
msgstr "открытая транзакция"

msgid "an open transaction and temp table {0}"
msgstr "открытая транзакция и временная таблица {0}"

msgid "temp table {0}"
msgstr "временная таблица {0}"

msgid "the connection number"
msgstr "номер соединения"

msgid "the pool has connections #1 to #{0}, not #{1}"
msgstr "в пуле соединения с #1 по #{0}, а не #{1}"

msgid "#{0} is not on loan; nothing is lent now: borrow first"
msgstr "#{0} не выдано; сейчас ничего не выдано: сначала borrow"

msgid "#{0} is not on loan; lent now: {1}"
msgstr "#{0} не выдано; сейчас выданы: {1}"

msgid "Pool of {0} connections, opened once"
msgid_plural "Pool of {0} connections, opened once"
msgstr[0] "Пул: {0} соединение, открыто один раз"
msgstr[1] "Пул: {0} соединения, открыты один раз"
msgstr[2] "Пул: {0} соединений, открыты один раз"

msgid "  free: none"
msgstr "  свободны: нет"

msgid "  free: {0}"
msgstr "  свободны: {0}"

msgid "  blocked borrowers: {0}"
msgstr "  заблокировано заёмщиков: {0}"

msgid "  queue: {0}"
msgstr "  очередь: {0}"

msgid "#{0} lent to {1}: clean"
msgstr "#{0} → {1}: чистое"

msgid "#{0} lent to {1}: transaction"
msgstr "#{0} → {1}: транзакция"

msgid "#{0} lent to {1}: transaction, {2}"
msgstr "#{0} → {1}: транзакция, {2}"

msgid "#{0} lent to {1}: {2}"
msgstr "#{0} → {1}: {2}"

# Creational: lazy-initialization
msgid "Lazy initialization"
msgstr "Ленивая инициализация"

msgid "Expensive work waits for its first use and then happens once. A ReportScreen's `lazy var chart` is built on the first read, not in init; a `static let` is built on first use; a LazyValue is shared by many threads yet computed once. (Dequeuing a table cell, called \"lazy loading\" in one seed, is reuse from a pool.)"
msgstr "Дорогая работа ждёт первого использования и выполняется один раз. `lazy var chart` у ReportScreen строится при первом чтении, а не в init; `static let` создаётся при первом использовании; LazyValue делят многие потоки, но вычисляется он один раз. (Извлечение ячейки таблицы через dequeue, которое в одном исходнике названо «ленивой загрузкой», — это повторное использование из пула.)"

msgid "open a new report screen (its chart is lazy)"
msgstr "открыть новый экран отчёта (его график ленивый)"

msgid "read the newest screen's chart"
msgstr "прочитать график последнего экрана"

msgid "look a word up in SpellingDictionary.shared (a static let)"
msgstr "найти слово в SpellingDictionary.shared (это static let)"

msgid "threads read one shared LazyValue at the same time (default 8)"
msgstr "потоки одновременно читают один общий LazyValue (по умолчанию 8)"

msgid "Opening a screen does not build its chart: the lazy var waits."
msgstr "Открытие экрана не строит его график: lazy var ждёт."

msgid "The first read runs the expensive initializer..."
msgstr "Первое чтение запускает дорогой инициализатор..."

msgid "...and every later read reuses the stored chart."
msgstr "...а все последующие берут уже сохранённый график."

msgid "A new screen starts without a chart: lazy is per instance."
msgstr "Новый экран начинает без графика: lazy действует для каждого экземпляра отдельно."

msgid "Eight threads read one LazyValue at once: it is computed once."
msgstr "Восемь потоков разом читают один LazyValue: он вычисляется один раз."

msgid "A static let is lazy too: built on first use, once per process."
msgstr "static let тоже ленивый: создаётся при первом использовании, один раз на процесс."

msgid "the number of threads"
msgstr "число потоков"

msgid "lazy-initialization has no command {0}"
msgstr "у lazy-initialization нет команды {0}"

msgid "opened screen #{0}; chart builds so far: {1}"
msgstr "открыт экран #{0}; построений графика пока: {1}"

msgid "no screen yet: type open first"
msgstr "экранов пока нет: сначала введите open"

msgid "first read of screen #{1}'s chart: built {0} points"
msgid_plural "first read of screen #{1}'s chart: built {0} points"
msgstr[0] "первое чтение графика экрана #{1}: построена {0} точка"
msgstr[1] "первое чтение графика экрана #{1}: построены {0} точки"
msgstr[2] "первое чтение графика экрана #{1}: построено {0} точек"

msgid "chart builds: {0}"
msgstr "построений графика: {0}"

msgid "screen #{0}'s chart was already there: no work done"
msgstr "график экрана #{0} уже был: никакой работы"

msgid "chart builds: still {0}"
msgstr "построений графика: по-прежнему {0}"

msgid "'{0}' is in SpellingDictionary.shared"
msgstr "'{0}' есть в SpellingDictionary.shared"

msgid "'{0}' is not in SpellingDictionary.shared"
msgstr "'{0}' нет в SpellingDictionary.shared"

msgid "loads of the dictionary in this process: {0}"
msgstr "загрузок словаря в этом процессе: {0}"

msgid "threads must be between 1 and 64"
msgstr "потоков должно быть от 1 до 64"

msgid "{0} thread read the shared exchange rates"
msgid_plural "{0} threads read the shared exchange rates"
msgstr[0] "{0} поток прочитал общие курсы валют"
msgstr[1] "{0} потока прочитали общие курсы валют"
msgstr[2] "{0} потоков прочитали общие курсы валют"

msgid "they were ready: the initializer did not run again (runs: {0})"
msgstr "курсы уже были готовы: инициализатор больше не запускался (запусков: {0})"

msgid "the initializer ran once for {0} thread"
msgid_plural "the initializer ran once for {0} threads"
msgstr[0] "инициализатор выполнился один раз на {0} поток"
msgstr[1] "инициализатор выполнился один раз на {0} потока"
msgstr[2] "инициализатор выполнился один раз на {0} потоков"

msgid "the initializer ran {1} times for {0} thread"
msgid_plural "the initializer ran {1} times for {0} threads"
msgstr[0] "инициализатор выполнился не один раз ({1}) на {0} поток"
msgstr[1] "инициализатор выполнился не один раз ({1}) на {0} потока"
msgstr[2] "инициализатор выполнился не один раз ({1}) на {0} потоков"

msgid "no screens open"
msgstr "открытых экранов нет"

msgid "screen #{0}: chart not built"
msgstr "экран #{0}: график не построен"

msgid "screen #{0}: chart built once"
msgstr "экран #{0}: график построен один раз"

msgid "exchange rates: computed (runs: {0})"
msgstr "курсы валют: вычислены (запусков: {0})"

msgid "exchange rates: not computed yet"
msgstr "курсы валют: ещё не вычислены"

msgid "SpellingDictionary loads: {0}"
msgstr "загрузок SpellingDictionary: {0}"

# Creational: class-cluster
msgid "Class cluster"
msgstr "Кластер классов"

msgid "ExactNumber is one public type in front of three private implementations, as NSNumber is in Cocoa: a small integer in one Int, a big integer of any length, or an exact decimal of any length. The value decides which, also for results of arithmetic. Swift can do this well (a seed says only Objective-C can): the public type picks its storage."
msgstr "ExactNumber — один публичный тип перед тремя приватными реализациями, как NSNumber в Cocoa: небольшое целое в одном Int, большое целое любой длины или точная десятичная дробь любой длины. Какую из них взять, решает значение, в том числе для результатов арифметики. Swift справляется с этим отлично (в одном исходнике сказано, что это под силу только Objective-C): публичный тип сам выбирает хранилище."

msgid "make an ExactNumber and see its storage"
msgstr "создать ExactNumber и посмотреть его хранилище"

msgid "add two numbers"
msgstr "сложить два числа"

msgid "multiply two numbers"
msgstr "перемножить два числа"

msgid "multiply 1 × 2 × … × n (n up to 60)"
msgstr "перемножить 1 × 2 × … × n (n не больше 60)"

msgid "A small whole number: the cluster picks a private SmallInteger."
msgstr "Небольшое целое: кластер выбирает приватный SmallInteger."

msgid "Too big for an Int: a BigInteger, same public type."
msgstr "Слишком большое для Int: BigInteger, тот же публичный тип."

msgid "A fraction: a DecimalNumber. The caller never names any of them."
msgstr "Дробь: DecimalNumber. Вызывающий не называет ни одну из реализаций."

msgid "Int.max + 1 would overflow, so the result moves to BigInteger."
msgstr "Int.max + 1 переполнил бы Int, поэтому результат переходит в BigInteger."

msgid "A whole result goes back to the cheapest storage."
msgstr "Целый результат возвращается в самое дешёвое хранилище."

msgid "A decimal meets a BigInteger exactly: no digit is lost."
msgstr "Дробь складывается с BigInteger точно: ни одна цифра не теряется."

msgid "The same `*` works throughout while the storage changes under it."
msgstr "Один и тот же `*` работает всё время, а хранилище под ним меняется."

msgid "'{0}' is not a number like 42, -7 or 3.14"
msgstr "'{0}' — не число вроде 42, -7 или 3.14"

msgid "ExactNumber(\"{0}\") picked its storage:"
msgstr "ExactNumber(\"{0}\") выбрал хранилище:"

msgid "class-cluster has no command {0}"
msgstr "у class-cluster нет команды {0}"

msgid "inputs: {0}, {1}"
msgstr "аргументы: {0}, {1}"

msgid "result: {0}"
msgstr "результат: {0}"

msgid "n must be between 0 and 60"
msgstr "n должно быть от 0 до 60"

msgid "{0}! = {1} was the last {2}"
msgstr "{0}! = {1} — последний {2}"

msgid "{0}! moved to {1}"
msgstr "{0}! перешёл в {1}"

msgid "SmallInteger: one Int"
msgstr "SmallInteger: один Int"

msgid "BigInteger: base-10⁹ digits, any length"
msgstr "BigInteger: цифры по основанию 10⁹, любой длины"

msgid "DecimalNumber: digits and a point, exact"
msgstr "DecimalNumber: цифры и точка, без потерь"

msgid "no numbers yet"
msgstr "чисел пока нет"

msgid "numbers made (one public type):"
msgstr "созданные числа (один публичный тип):"
"""#
