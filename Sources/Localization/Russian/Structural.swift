/// Russian for the structural live runs and the principles' (SOLID, protocol-oriented), in the PO format of Interface.swift: the
/// static words each live run shows (title, summary, commands' help, tour notes) and the
/// templates its code passes to `localized`.
let russianStructural = #"""
# Structural: adapter
msgid "Adapter"
msgstr "Адаптер"

msgid "Structural"
msgstr "Структурные"

msgid "CheckoutScreen tracks events through the AnalyticsTracking protocol. The old LegacyAnalyticsSDK speaks another language (category, action, label, value) and cannot be changed, so LegacyAnalyticsAdapter wraps it and translates every call. Switch trackers and watch the checkout code stay the same."
msgstr "CheckoutScreen отправляет события через протокол AnalyticsTracking. Старый LegacyAnalyticsSDK говорит на другом языке (category, action, label, value), и изменить его нельзя, поэтому LegacyAnalyticsAdapter оборачивает его и переводит каждый вызов. Переключайте трекеры и смотрите: код оформления заказа остаётся прежним."

msgid "give the checkout screen a tracker: legacy (via the adapter) or modern"
msgstr "дать экрану оформления заказа трекер: legacy (через адаптер) или modern"

msgid "the screen tracks a product view"
msgstr "экран отправляет событие просмотра товара"

msgid "the screen tracks a purchase with a whole-number price"
msgstr "экран отправляет покупку; цена — целое число"

msgid "show what the old SDK received, in its own words"
msgstr "показать, что получил старый SDK, на его собственном языке"

msgid "The screen needs an AnalyticsTracking; the SDK gets an adapter."
msgstr "Экрану нужен AnalyticsTracking; SDK получает адаптер."

msgid "The screen calls track(_:); the adapter makes it an SDK call."
msgstr "Экран вызывает track(_:); адаптер превращает это в вызов SDK."

msgid "A whole number has its own SDK field; the rest goes in the label."
msgstr "У целого числа в SDK своё поле; всё остальное уходит в label."

msgid "The SDK saw only its own API: its code was never touched."
msgstr "SDK видел только свой API: его код никто не трогал."

msgid "Swap in a tracker that speaks the protocol natively..."
msgstr "Подставьте трекер, который сам говорит на языке протокола..."

msgid "...and the same checkout code works with no translation at all."
msgstr "...и тот же код оформления заказа работает совсем без перевода."

msgid "tracker"
msgstr "трекер"

msgid "the price"
msgstr "цена"

msgid "the price cannot be negative"
msgstr "цена не может быть отрицательной"

msgid "adapter has no command {0}"
msgstr "у adapter нет команды {0}"

msgid "unknown tracker '{0}'"
msgstr "неизвестный трекер '{0}'"

msgid "the screen already uses the {0} tracker: nothing changed"
msgstr "экран уже использует трекер {0}: ничего не изменилось"

msgid "CheckoutScreen now holds a LegacyAnalyticsAdapter"
msgstr "CheckoutScreen теперь хранит LegacyAnalyticsAdapter"

msgid "the adapter wraps the SDK; the SDK itself is unchanged"
msgstr "адаптер оборачивает SDK; сам SDK не изменился"

msgid "CheckoutScreen now holds a ModernAnalyticsTracker"
msgstr "CheckoutScreen теперь хранит ModernAnalyticsTracker"

msgid "it conforms to AnalyticsTracking itself: no adapter"
msgstr "он сам соответствует AnalyticsTracking: адаптер не нужен"

msgid "the checkout screen has no tracker yet: type `use legacy` or `use modern`"
msgstr "трекер ещё не задан: введите `use legacy` или `use modern`"

msgid "CheckoutScreen called track({0}) on its tracker"
msgstr "CheckoutScreen вызвал track({0}) у своего трекера"

msgid "adapter translated it for the old SDK:"
msgstr "адаптер перевёл вызов для старого SDK:"

msgid "LegacyAnalyticsSDK logged hit #{0}"
msgstr "LegacyAnalyticsSDK записал хит #{0}"

msgid "ModernAnalyticsTracker stored event #{0} as is"
msgstr "ModernAnalyticsTracker сохранил событие #{0} как есть"

msgid "the old SDK has received no hits yet"
msgstr "старый SDK пока не получил ни одного хита"

msgid "hit #{0}:"
msgstr "хит #{0}:"

msgid "tracker: {0}"
msgstr "трекер: {0}"

msgid "wraps: {0}"
msgstr "оборачивает: {0}"

msgid "tracker: none yet"
msgstr "трекер: пока нет"

msgid "LegacyAnalyticsSDK hits: {0}"
msgstr "LegacyAnalyticsSDK, хитов: {0}"

msgid "last: {0}"
msgstr "последний вызов: {0}"

msgid "ModernAnalyticsTracker events: {0}"
msgstr "ModernAnalyticsTracker, событий: {0}"

# Structural: decorator
msgid "Decorator"
msgstr "Декоратор"

msgid "A client fetches articles from an ArticleService. Wrap the news API service in layers (a cache, a log, a top-rated filter): each layer is an ArticleService too, adds one behaviour and passes the call inward. Watch a call travel down the stack and back, and how often the core API is really asked."
msgstr "Клиент получает статьи от ArticleService. Оберните сервис API новостей в слои (кэш, лог, фильтр лучших): каждый слой — тоже ArticleService, он добавляет одно поведение и передаёт вызов внутрь. Смотрите, как вызов спускается по стеку и возвращается и как часто на самом деле спрашивают основной API."

msgid "add an outer layer: cache, log, or top n (keeps the n best; n is 3 if left out)"
msgstr "добавить внешний слой: cache, log или top n (оставляет n лучших; без n — 3)"

msgid "remove the outermost layer"
msgstr "снять самый внешний слой"

msgid "the client asks for articles about swift, ios or linux"
msgstr "клиент просит статьи о swift, ios или linux"

msgid "list the stack, outermost first"
msgstr "показать стек, снаружи внутрь"

msgid "The bare service: every fetch is a request to the news API."
msgstr "Голый сервис: каждая выборка — запрос к API новостей."

msgid "Wrap it in a log; the client still just sees an ArticleService."
msgstr "Оберните его в лог; клиент всё так же видит лишь ArticleService."

msgid "Wrap that in a cache: layers stack like the skins of an onion."
msgstr "Теперь оберните в кэш: слои нарастают, как у луковицы."

msgid "A call runs through every layer: cache miss, log, then the core."
msgstr "Вызов проходит все слои: промах кэша, лог, затем ядро."

msgid "Again: the cache answers, so the log inside it hears nothing."
msgstr "Ещё раз: отвечает кэш, и лог под ним ничего не слышит."

msgid "Add a top-rated filter on the outside..."
msgstr "Добавьте снаружи фильтр лучших..."

msgid "...it trims what comes back; the layers inside are unchanged."
msgstr "...он урезает ответ; внутренние слои не меняются."

msgid "The stack, outermost first: each layer is an ArticleService."
msgstr "Стек снаружи внутрь: каждый слой — ArticleService."

msgid "core: API request #{1} → {0} article"
msgid_plural "core: API request #{1} → {0} articles"
msgstr[0] "ядро: запрос к API #{1} → {0} статья"
msgstr[1] "ядро: запрос к API #{1} → {0} статьи"
msgstr[2] "ядро: запрос к API #{1} → {0} статей"

msgid "cache: hit for {0}, nothing below is asked"
msgstr "cache: попадание для {0}, нижние слои не спрашиваются"

msgid "cache: miss for {0}, asking the next layer"
msgstr "cache: промах для {0}, спрашиваем следующий слой"

msgid "log: articles(about: {0}) called"
msgstr "log: вызван articles(about: {0})"

msgid "log: returned {0} article"
msgid_plural "log: returned {0} articles"
msgstr[0] "log: вернулась {0} статья"
msgstr[1] "log: вернулись {0} статьи"
msgstr[2] "log: вернулись {0} статей"

msgid "top {0}: kept {1} of {2}, best rated first"
msgstr "top {0}: оставлено {1} из {2}, лучшие первыми"

msgid "topic"
msgstr "тема"

msgid "decorator has no command {0}"
msgstr "у decorator нет команды {0}"

msgid "layer"
msgstr "слой"

msgid "{0} layers are plenty: `unwrap` one first"
msgstr "{0} слоёв вполне достаточно: сначала снимите один через `unwrap`"

msgid "only top takes a number, e.g. `wrap top 2`"
msgstr "число принимает только top, например `wrap top 2`"

msgid "the number to keep"
msgstr "сколько статей оставить"

msgid "top needs a number of articles above zero"
msgstr "top нужно число статей больше нуля"

msgid "wrapped the service in a {0} layer ({1}, as no n was given)"
msgstr "сервис обёрнут в слой {0} ({1}, раз n не указано)"

msgid "wrapped the service in a {0} layer"
msgstr "сервис обёрнут в слой {0}"

msgid "the client's variable is still `any ArticleService`"
msgstr "переменная клиента по-прежнему `any ArticleService`"

msgid "nothing to unwrap: the service is the bare news API"
msgstr "снимать нечего: сервис — голый API новостей"

msgid "removed the {0} layer; {1} is outermost now"
msgstr "слой {0} снят; теперь снаружи {1}"

msgid "client got {0}: nothing"
msgstr "клиент получил {0}: ничего"

msgid "client got {0}: {1}"
msgstr "клиент получил {0}: {1}"

msgid "core API not called for this fetch"
msgstr "на эту выборку основной API не вызывался"

msgid "core API called once for this fetch"
msgstr "на эту выборку основной API вызван один раз"

msgid "core API called {0} time for this fetch"
msgid_plural "core API called {0} times for this fetch"
msgstr[0] "на эту выборку основной API вызван {0} раз"
msgstr[1] "на эту выборку основной API вызван {0} раза"
msgstr[2] "на эту выборку основной API вызван {0} раз"

msgid "client"
msgstr "клиент"

msgid "{0} hit"
msgid_plural "{0} hits"
msgstr[0] "{0} попадание"
msgstr[1] "{0} попадания"
msgstr[2] "{0} попаданий"

msgid "{0} miss"
msgid_plural "{0} misses"
msgstr[0] "{0} промах"
msgstr[1] "{0} промаха"
msgstr[2] "{0} промахов"

msgid "{0} request"
msgid_plural "{0} requests"
msgstr[0] "{0} запрос"
msgstr[1] "{0} запроса"
msgstr[2] "{0} запросов"

msgid "Stack, outermost first:"
msgstr "Стек, снаружи внутрь:"

msgid "cached topics: {0}"
msgstr "темы в кэше: {0}"

# Structural: proxy
msgid "Proxy: virtual and protection"
msgstr "Заместитель: виртуальный и защитный"

msgid "Opening a report hands the client a protection proxy in front of a virtual proxy. The protection proxy refuses to show contents until you log in (the password is swordfish); the virtual proxy builds the expensive ConfidentialReport only when its contents are first needed. Watch when the real report gets created."
msgstr "Открыв отчёт, клиент получает защищающего заместителя, а за ним — виртуального. Защищающий заместитель не показывает содержимое, пока вы не войдёте (пароль — swordfish); виртуальный строит дорогой ConfidentialReport, только когда содержимое понадобится впервые. Следите, когда появится настоящий отчёт."

msgid "get a report handle (default title: budget)"
msgstr "получить ссылку на отчёт (заголовок по умолчанию: budget)"

msgid "ask the report for its title"
msgstr "спросить у отчёта заголовок"

msgid "log in to read protected reports"
msgstr "войти, чтобы читать защищённые отчёты"

msgid "read a page of the open report (default 1)"
msgstr "прочитать страницу открытого отчёта (по умолчанию 1)"

msgid "log out again"
msgstr "снова выйти"

msgid "Opening is instant: the client gets proxies, no real report yet."
msgstr "Открытие мгновенно: клиент получает прокси, отчёта ещё нет."

msgid "The title is cheap and public: the proxies answer it themselves."
msgstr "Заголовок дешёвый и открытый: прокси отвечают сами."

msgid "The protection proxy refuses: nobody is logged in."
msgstr "Защищающий заместитель отказывает: никто не вошёл."

msgid "Log in with the right password..."
msgstr "Войдите с правильным паролем..."

msgid "...now the virtual proxy builds the real report, on first use."
msgstr "...теперь виртуальный заместитель строит отчёт при первом обращении."

msgid "Later reads reuse it: created once, only when needed."
msgstr "Дальше он переиспользуется: создан раз и лишь когда понадобился."

msgid "Log out..."
msgstr "Выйдите..."

msgid "...and the protection proxy refuses again, real report or not."
msgstr "...и защищающий заместитель снова отказывает, есть отчёт или нет."

msgid "{0}, page {1}: figures for quarter {2}"
msgstr "{0}, стр. {1}: показатели за {2}-й квартал"

msgid "the page"
msgstr "номер страницы"

msgid "proxy has no command {0}"
msgstr "у proxy нет команды {0}"

msgid "client got a ReportReading for {0}:"
msgstr "клиент получил ReportReading для {0}:"

msgid "protection proxy → virtual proxy → (no report yet)"
msgstr "защищающий → виртуальный → (отчёта нет)"

msgid "nothing expensive happened: no pages were parsed"
msgstr "ничего дорогого не случилось: ни одна страница не разобрана"

msgid "title: {0}, answered without the real report"
msgstr "заголовок: {0}, ответ без настоящего отчёта"

msgid "real report created: yes"
msgstr "настоящий отчёт создан: да"

msgid "real report created: not yet"
msgstr "настоящий отчёт создан: ещё нет"

msgid "already logged in: `logout` first"
msgstr "вход уже выполнен: сначала `logout`"

msgid "authenticator accepted the password: logged in"
msgstr "аутентификатор принял пароль: вход выполнен"

msgid "authenticator refused '{0}': still logged out"
msgstr "аутентификатор отклонил '{0}': вход по-прежнему не выполнен"

msgid "nobody is logged in"
msgstr "никто не вошёл"

msgid "logged out: protected contents are locked again"
msgstr "выход выполнен: защищённое содержимое снова закрыто"

msgid "protection proxy refused: not logged in"
msgstr "защищающий заместитель отказал: вход не выполнен"

msgid "the real report exists but stays out of reach"
msgstr "настоящий отчёт есть, но до него не добраться"

msgid "the real report was never created"
msgstr "настоящий отчёт так и не был создан"

msgid "protection proxy: logged in, passing the call on"
msgstr "защищающий заместитель: вход выполнен, передаёт вызов дальше"

msgid "virtual proxy: there is no page {0}, pages run 1 to {1}"
msgstr "виртуальный заместитель: страницы {0} нет, страницы идут с 1 по {1}"

msgid "the real report was not asked"
msgstr "к настоящему отчёту не обращались"

msgid "so it did not build the real report"
msgstr "поэтому настоящий отчёт он не строил"

msgid "virtual proxy: report already built, forwarding"
msgstr "виртуальный заместитель: отчёт уже построен, передаёт вызов ему"

msgid "virtual proxy: first use, building the real report"
msgstr "виртуальный заместитель: первое обращение, строит настоящий отчёт"

msgid "ConfidentialReport parsed {0} page (the slow part)"
msgid_plural "ConfidentialReport parsed {0} pages (the slow part)"
msgstr[0] "ConfidentialReport разобрал {0} страницу (это медленно)"
msgstr[1] "ConfidentialReport разобрал {0} страницы (это медленно)"
msgstr[2] "ConfidentialReport разобрал {0} страниц (это медленно)"

msgid "read: {0}"
msgstr "прочитано: {0}"

msgid "no report is open: type `open` first"
msgstr "ни один отчёт не открыт: сначала введите `open`"

msgid "logged in: yes"
msgstr "вход выполнен: да"

msgid "logged in: no"
msgstr "вход выполнен: нет"

msgid "open report: {0}"
msgstr "открыт отчёт: {0}"

msgid "ConfidentialReport (built)"
msgstr "ConfidentialReport (построен)"

msgid "(not built yet)"
msgstr "(ещё не построен)"

msgid "no report open"
msgstr "отчёт не открыт"

msgid "real reports built so far: {0}"
msgstr "построено настоящих отчётов: {0}"

# Structural: facade
msgid "Facade"
msgstr "Фасад"

msgid "The client asks ImageAPIFacade to save or load images by name. Behind it a loader fetches remote images, an encoder turns pixels into PNG or JPEG bytes and a disk store keeps the files in a private temporary folder. The lines marked → show which subsystems the facade coordinated for each simple call."
msgstr "Клиент просит ImageAPIFacade сохранить или загрузить изображение по имени. За фасадом загрузчик скачивает удалённые изображения, кодировщик превращает пиксели в байты PNG или JPEG, а дисковое хранилище держит файлы в отдельной временной папке. Строки с → показывают, какие подсистемы фасад задействовал ради каждого простого вызова."

msgid "download a remote image (logo, avatar, banner) and save it as png or jpeg (jpg)"
msgstr "скачать удалённое изображение (logo, avatar, banner) и сохранить как png или jpeg (jpg)"

msgid "load a saved image and show it"
msgstr "загрузить сохранённое изображение и показать его"

msgid "list the saved images"
msgstr "список сохранённых изображений"

msgid "delete a saved image"
msgstr "удалить сохранённое изображение"

msgid "One call; the facade runs loader, encoder and disk in order."
msgstr "Один вызов; фасад по очереди зовёт загрузчик, кодировщик и диск."

msgid "Loading is one call too: disk, then the encoder decodes."
msgstr "Загрузка — тоже один вызов: диск, затем декодирует кодировщик."

msgid "Ask for JPEG: the facade picks the encoder's lossy mode..."
msgstr "Попросите JPEG: фасад выберет у кодировщика режим с потерями..."

msgid "...so the banner comes back with fewer grey levels."
msgstr "...и баннер вернётся с меньшим числом оттенков серого."

msgid "The client sees names, never files, folders or encoders."
msgstr "Клиент видит имена — не файлы, папки или кодировщики."

msgid "Deleting goes straight to the disk store."
msgstr "Удаление идёт прямо в дисковое хранилище."

msgid "'{0}' is not a valid image name: use letters, digits and -"
msgstr "'{0}' не подходит как имя изображения: используйте буквы, цифры и -"

msgid "there is no remote image named '{0}'"
msgstr "удалённого изображения с именем '{0}' нет"

msgid "no image named '{0}' is saved"
msgstr "изображение с именем '{0}' не сохранено"

msgid "{0} is not an image this encoder wrote"
msgstr "{0} — не изображение, записанное этим кодировщиком"

msgid "the disk store failed: {0}"
msgstr "сбой дискового хранилища: {0}"

msgid "could not write {0}"
msgstr "не удалось записать {0}"

msgid "could not read {0}"
msgstr "не удалось прочитать {0}"

msgid "could not remove {0}"
msgstr "не удалось удалить {0}"

msgid "loader fetched {0} ({1}×{2} pixels)"
msgstr "загрузчик получил {0} ({1}×{2} пикс.)"

msgid "encoder made {0} byte of {1}"
msgid_plural "encoder made {0} bytes of {1}"
msgstr[0] "кодировщик выдал {0} байт {1}"
msgstr[1] "кодировщик выдал {0} байта {1}"
msgstr[2] "кодировщик выдал {0} байт {1}"

msgid "disk wrote {0}"
msgstr "диск записал {0}"

msgid "disk removed the older {0}"
msgstr "диск удалил прежний {0}"

msgid "disk read {1} ({0} byte)"
msgid_plural "disk read {1} ({0} bytes)"
msgstr[0] "диск прочитал {1} ({0} байт)"
msgstr[1] "диск прочитал {1} ({0} байта)"
msgstr[2] "диск прочитал {1} ({0} байт)"

msgid "encoder decoded {0}×{1} pixels"
msgstr "кодировщик декодировал {0}×{1} пикс."

msgid "disk removed {0}"
msgstr "диск удалил {0}"

msgid "client called saveRemoteImage(named: {0}, format: {1})"
msgstr "клиент вызвал saveRemoteImage(named: {0}, format: {1})"

msgid "client called image(named: {0})"
msgstr "клиент вызвал image(named: {0})"

msgid "client called removeImage(named: {0})"
msgstr "клиент вызвал removeImage(named: {0})"

msgid "facade has no command {0}"
msgstr "у facade нет команды {0}"

msgid "format"
msgstr "формат"

msgid "client called savedImageNames()"
msgstr "клиент вызвал savedImageNames()"

msgid "no images saved"
msgstr "сохранённых изображений нет"

msgid "saved: {0}"
msgstr "сохранены: {0}"

msgid "there is no remote image '{0}': try {1}"
msgstr "удалённого изображения '{0}' нет: попробуйте {1}"

msgid "no image named '{0}' is saved: `save {0}` first"
msgstr "изображение с именем '{0}' не сохранено: сначала `save {0}`"

msgid "client → ImageAPIFacade"
msgstr "клиент → ImageAPIFacade"

msgid "behind it: loader, encoder, disk"
msgstr "за ним: загрузчик, кодировщик, диск"

msgid "remote images: {0}"
msgstr "на сервере: {0}"

msgid "files on disk (private temp folder):"
msgstr "файлы на диске (своя временная папка):"

msgid "none"
msgstr "нет"

# Structural: composite
msgid "Composite"
msgstr "Компоновщик"

msgid "A screen is a tree of views: panels hold labels, buttons and other panels. Every view, leaf or container, answers the same calls (count, area, hide, render), and a panel answers by asking its children. Build a tree and measure a leaf and a panel with the very same command."
msgstr "Экран — это дерево представлений: в панелях лежат надписи, кнопки и другие панели. Любое представление, лист или контейнер, отвечает на одни и те же вызовы (count, area, hide, render), а панель отвечает, опрашивая детей. Постройте дерево и измерьте лист и панель одной и той же командой."

msgid "add a label, button or panel (to root unless named)"
msgstr "добавить надпись, кнопку или панель (в root, если панель не указана)"

msgid "remove a view and everything in it"
msgstr "удалить представление со всем содержимым"

msgid "hide a view (and so its subtree)"
msgstr "скрыть представление (а с ним и поддерево)"

msgid "show a hidden view again"
msgstr "снова показать скрытое представление"

msgid "count views and cells, leaf or panel alike"
msgstr "посчитать представления и клетки — у листа и панели одинаково"

msgid "draw the hierarchy"
msgstr "нарисовать иерархию"

msgid "draw what is visible"
msgstr "нарисовать то, что видно"

msgid "A panel joins the root: panels and leaves share one protocol."
msgstr "Панель входит в root: у панелей и листьев один протокол."

msgid "Leaves go inside panels, which builds a tree..."
msgstr "Листья кладутся в панели, и получается дерево..."

msgid "...of any shape: this button sits right in the root."
msgstr "...любой формы: эта кнопка лежит прямо в root."

msgid "The hierarchy, drawn by asking each view for its children."
msgstr "Иерархия нарисована опросом каждого представления о его детях."

msgid "Measure a leaf: it answers for itself..."
msgstr "Измерьте лист: он отвечает сам за себя..."

msgid "...measure the root with the same call: it sums its children."
msgstr "...измерьте root тем же вызовом: он суммирует детей."

msgid "Hide a panel and its whole subtree drops out of view."
msgstr "Скройте панель, и из вида пропадёт всё её поддерево."

msgid "Rendering is uniform too: the hidden branch is skipped."
msgstr "Отрисовка тоже единообразна: скрытая ветка пропускается."

msgid "{0} ({1}, hidden)"
msgstr "{0} ({1}, скрыто)"

msgid "composite has no command {0}"
msgstr "у composite нет команды {0}"

msgid "there is already a view named {0}"
msgstr "представление с именем {0} уже есть"

msgid "a view name is one word of up to {0} letters, digits and -"
msgstr "имя представления — одно слово длиной до {0} знаков: буквы, цифры и -"

msgid "{0} views fill the panel: `remove` some first"
msgstr "{0} представлений — предел: сначала удалите лишнее через `remove`"

msgid "{0} now holds {1}, a {2}"
msgstr "{0} теперь содержит {1} ({2})"

msgid "write it as: add <kind> <name> to <panel>"
msgstr "пишите так: add <kind> <name> to <panel>"

msgid "{0} is a {1}, a leaf: only panels hold subviews"
msgstr "{0} — это {1}, лист: подпредставления бывают только у панелей"

msgid "root is the screen itself and cannot be removed"
msgstr "root — это сам экран, его нельзя удалить"

msgid "there is no view named {0}"
msgstr "представления с именем {0} нет"

msgid "{1} removed {2} and the {0} view inside it"
msgid_plural "{1} removed {2} and the {0} views inside it"
msgstr[0] "{1} удалил {2} и {0} представление внутри"
msgstr[1] "{1} удалил {2} и {0} представления внутри"
msgstr[2] "{1} удалил {2} и {0} представлений внутри"

msgid "{0} removed {1}"
msgstr "{0} удалил {1}"

msgid "{0} is not hidden itself; its panel {1} is: show {1}"
msgstr "{0} само не скрыто, скрыта его панель {1}: show {1}"

msgid "{0} is already hidden"
msgstr "{0} уже скрыто"

msgid "{0} is already shown"
msgstr "{0} уже показано"

msgid "{1} is now hidden, with the {0} view inside it"
msgid_plural "{1} is now hidden, with the {0} views inside it"
msgstr[0] "{1} теперь скрыто вместе с {0} представлением внутри"
msgstr[1] "{1} теперь скрыто вместе с {0} представлениями внутри"
msgstr[2] "{1} теперь скрыто вместе с {0} представлениями внутри"

msgid "{1} is now shown, with the {0} view inside it"
msgid_plural "{1} is now shown, with the {0} views inside it"
msgstr[0] "{1} теперь показано вместе с {0} представлением внутри"
msgstr[1] "{1} теперь показано вместе с {0} представлениями внутри"
msgstr[2] "{1} теперь показано вместе с {0} представлениями внутри"

msgid "{0} is now hidden"
msgstr "{0} теперь скрыто"

msgid "{0} is now shown"
msgstr "{0} теперь показано"

msgid "it stays out of sight: its panel {0} is hidden"
msgstr "его всё равно не видно: скрыта его панель {0}"

msgid "visible area of {1}: {2} of {0} cell"
msgid_plural "visible area of {1}: {2} of {0} cells"
msgstr[0] "видимая площадь {1}: {2} из {0} клетки"
msgstr[1] "видимая площадь {1}: {2} из {0} клеток"
msgstr[2] "видимая площадь {1}: {2} из {0} клеток"

msgid "{0} is a container ({1}); same calls either way:"
msgstr "{0} — контейнер ({1}); вызовы те же самые:"

msgid "{0} is a leaf ({1}); same calls either way:"
msgstr "{0} — лист ({1}); вызовы те же самые:"

msgid "{0} cell"
msgid_plural "{0} cells"
msgstr[0] "{0} клетка"
msgstr[1] "{0} клетки"
msgstr[2] "{0} клеток"

msgid "the tree has {0} view, root included"
msgid_plural "the tree has {0} views, root included"
msgstr[0] "в дереве {0} представление, считая root"
msgstr[1] "в дереве {0} представления, считая root"
msgstr[2] "в дереве {0} представлений, считая root"

msgid "(nothing visible inside root)"
msgstr "(внутри root ничего не видно)"

msgid "… {0} more"
msgstr "… и ещё {0}"

msgid "views: {0}, visible cells: {1}"
msgstr "представлений: {0}, видимых клеток: {1}"

# Structural: bridge
msgid "Bridge"
msgstr "Мост"

msgid "Shapes (circle, square, triangle) know their geometry; renderers (ascii, vector, speech) know how to draw a polygon or a circle. Each shape holds a renderer, the bridge between the two hierarchies, so any shape works with any renderer: 3 + 3 types instead of 3 × 3 subclasses. Swap the renderer and redraw."
msgstr "Фигуры (circle, square, triangle) знают свою геометрию; рендереры (ascii, vector, speech) умеют рисовать многоугольник или круг. Каждая фигура хранит рендерер — мост между двумя иерархиями, — поэтому любая фигура работает с любым рендерером: 3 + 3 типа вместо 3 × 3 подклассов. Смените рендерер и перерисуйте."

msgid "point every shape at a renderer: ascii, vector or speech"
msgstr "направить все фигуры на рендерер: ascii, vector или speech"

msgid "add a circle, square or triangle (size 2 to 6, default 4) and draw it"
msgstr "добавить круг, квадрат или треугольник (размер от 2 до 6, по умолчанию 4) и нарисовать"

msgid "draw every shape again with its current renderer"
msgstr "перерисовать все фигуры их текущим рендерером"

msgid "remove every shape"
msgstr "убрать все фигуры"

msgid "A circle draws itself via the renderer it holds: ascii for now."
msgstr "Круг рисует себя через свой рендерер: пока это ascii."

msgid "A triangle calls the renderer's polygon primitive instead."
msgstr "Треугольник вместо этого вызывает у рендерера примитив polygon."

msgid "Swap the implementation behind the bridge for every shape..."
msgstr "Смените реализацию за мостом сразу для всех фигур..."

msgid "...and the same shape objects now emit SVG: no new subclasses."
msgstr "...и те же объекты-фигуры выдают SVG: без новых подклассов."

msgid "A renderer written once, for screen readers..."
msgstr "Рендерер, написанный один раз для программ чтения с экрана..."

msgid "...works with every shape, old and new: N + M types, not N × M."
msgstr "...подходит любой фигуре, старой и новой: N + M типов, не N × M."

msgid "\"A shape with {0} corner, {1} wide and {2} tall.\""
msgid_plural "\"A shape with {0} corners, {1} wide and {2} tall.\""
msgstr[0] "«Фигура с {0} углом, {1} в ширину и {2} в высоту.»"
msgstr[1] "«Фигура с {0} углами, {1} в ширину и {2} в высоту.»"
msgstr[2] "«Фигура с {0} углами, {1} в ширину и {2} в высоту.»"

msgid "\"A circle {0} across.\""
msgstr "«Круг диаметром {0}.»"

msgid "write it as: use renderer <name>"
msgstr "пишите так: use renderer <name>"

msgid "renderer"
msgstr "рендерер"

msgid "the canvas is empty"
msgstr "холст пуст"

msgid "bridge has no command {0}"
msgstr "у bridge нет команды {0}"

msgid "unknown renderer '{0}'"
msgstr "неизвестный рендерер '{0}'"

msgid "already using {0}: nothing changed"
msgstr "{0} уже используется: ничего не изменилось"

msgid "renderer is now {0}"
msgstr "теперь рендерер — {0}"

msgid "{0} shape re-pointed at it; no shape changed class"
msgid_plural "{0} shapes re-pointed at it; no shape changed class"
msgstr[0] "{0} фигура теперь ссылается на него; ни одна не сменила класс"
msgstr[1] "{0} фигуры теперь ссылаются на него; ни одна не сменила класс"
msgstr[2] "{0} фигур теперь ссылаются на него; ни одна не сменила класс"

msgid "shape"
msgstr "фигура"

msgid "the size"
msgstr "размер"

msgid "size must be between {0} and {1}"
msgstr "размер должен быть от {0} до {1}"

msgid "the canvas holds {0} shape: `clear` it first"
msgid_plural "the canvas holds {0} shapes: `clear` it first"
msgstr[0] "на холсте помещается {0} фигура: сначала `clear`"
msgstr[1] "на холсте помещаются {0} фигуры: сначала `clear`"
msgstr[2] "на холсте помещается {0} фигур: сначала `clear`"

msgid "the canvas is empty: `draw circle` first"
msgstr "холст пуст: сначала `draw circle`"

msgid "renderer: {0}"
msgstr "рендерер: {0}"

msgid "canvas: empty"
msgstr "холст: пусто"

msgid "canvas: {0}"
msgstr "холст: {0}"

msgid "shapes:    {0}"
msgstr "фигуры:    {0}"

msgid "renderers: {0}"
msgstr "рендереры: {0}"

msgid "{0} + {1} types, {2} working pairs"
msgstr "типов: {0} + {1}, рабочих пар: {2}"

# Structural: flyweight
msgid "Flyweight"
msgstr "Легковес"

msgid "Each tree in the forest stores only its position; its species, colour and a heavy texture live in a shared TreeType. TreeTypeFactory makes each TreeType once and hands the same object to every tree of that species. Plant many trees and compare the objects made and the memory used with and without sharing."
msgstr "Каждое дерево в лесу хранит только своё положение; порода, цвет и тяжёлая текстура живут в общем TreeType. TreeTypeFactory создаёт каждый TreeType один раз и отдаёт один и тот же объект всем деревьям этой породы. Посадите много деревьев и сравните, сколько создано объектов и сколько памяти занято с разделением и без него."

msgid "plant an oak, pine or birch at a spot on the map"
msgstr "посадить дуб (oak), сосну (pine) или берёзу (birch) в точку на карте"

msgid "plant many trees of one species on free spots"
msgstr "посадить много деревьев одной породы на свободные места"

msgid "draw the forest map"
msgstr "нарисовать карту леса"

msgid "trees, shared TreeTypes and memory saved"
msgstr "деревья, общие TreeType и сэкономленная память"

msgid "The first oak: the factory has to create the oak TreeType."
msgstr "Первый дуб: фабрике приходится создать TreeType для oak."

msgid "A second oak gets the very same TreeType object back."
msgstr "Второй дуб получает тот же самый объект TreeType."

msgid "Twelve pines, one new TreeType between them."
msgstr "Двенадцать сосен и один новый TreeType на всех."

msgid "Ten more oaks, and no new object at all."
msgstr "Ещё десять дубов — и ни одного нового объекта."

msgid "Every tree is drawn from its shared type plus its own position."
msgstr "Каждое дерево рисуется по общему типу и собственному положению."

msgid "Many trees, two heavy objects: that is the memory saved."
msgstr "Деревьев много, тяжёлых объектов два: вот и экономия памяти."

msgid "species"
msgstr "порода"

msgid "the count"
msgstr "количество"

msgid "flyweight has no command {0}"
msgstr "у flyweight нет команды {0}"

msgid "planted an {0} at {1},{2}: a small PlantedTree"
msgstr "посажено дерево {0} в точке {1},{2}: маленький PlantedTree"

msgid "planted a {0} at {1},{2}: a small PlantedTree"
msgstr "посажено дерево {0} в точке {1},{2}: маленький PlantedTree"

msgid "factory created the {0} TreeType (first request)"
msgstr "фабрика создала TreeType для {0} (первый запрос)"

msgid "factory reused the shared {0} TreeType (===)"
msgstr "фабрика вернула общий TreeType для {0} (===)"

msgid "scatter needs a count above zero"
msgstr "scatter нужно количество больше нуля"

msgid "only {0} free spots are left"
msgid_plural "only {0} free spots are left"
msgstr[0] "осталось только {0} свободное место"
msgstr[1] "осталось только {0} свободных места"
msgstr[2] "осталось только {0} свободных мест"

msgid "planted {0} {1} tree: {0} small PlantedTree"
msgid_plural "planted {0} {1} trees: {0} small PlantedTrees"
msgstr[0] "посажено {0} дерево {1}: {0} маленький PlantedTree"
msgstr[1] "посажено {0} дерева {1}: {0} маленьких PlantedTree"
msgstr[2] "посажено {0} деревьев {1}: {0} маленьких PlantedTree"

msgid "factory created the {0} TreeType for it"
msgstr "фабрика создала для него TreeType {0}"

msgid "factory created no TreeType: it shares the {0} one"
msgstr "фабрика не создала TreeType: дерево берёт общий TreeType {0}"

msgid "factory created 1 {0} TreeType, shared by all {1}"
msgstr "фабрика создала 1 TreeType {0}, общий для всех {1}"

msgid "factory created no TreeType: all {1} share the {0} one"
msgstr "фабрика не создала TreeType: все {1} берут общий TreeType {0}"

msgid "the forest is empty: no PlantedTrees, no TreeTypes yet"
msgstr "лес пуст: пока ни одного PlantedTree и ни одного TreeType"

msgid "plant or scatter some trees, then compare"
msgstr "посадите деревья (plant или scatter) и сравните"

msgid "PlantedTrees: {1}, {0} byte each (x, y, type)"
msgid_plural "PlantedTrees: {1}, {0} bytes each (x, y, type)"
msgstr[0] "PlantedTree: {1}, по {0} байту (x, y, type)"
msgstr[1] "PlantedTree: {1}, по {0} байта (x, y, type)"
msgstr[2] "PlantedTree: {1}, по {0} байт (x, y, type)"

msgid "TreeTypes:    {0}, about {1}, shared"
msgstr "TreeType:    {0}, около {1}, общий"

msgid "TreeTypes:    {0}, about {1} each, shared"
msgstr "TreeType:    {0}, около {1} каждый, общие"

msgid "memory if every tree held its data: {0}"
msgstr "память без разделения: {0}"

msgid "memory with flyweights:             {0}"
msgstr "память с легковесами:  {0}"

msgid "{0} KB"
msgstr "{0} КБ"

msgid "dark green"
msgstr "тёмно-зелёный"

msgid "blue green"
msgstr "сине-зелёный"

msgid "silver"
msgstr "серебристый"

msgid "unknown species '{0}': use one of {1}"
msgstr "неизвестная порода '{0}': выберите одну из {1}"

msgid "{0},{1} is off the map: x runs 0 to {2}, y runs 0 to {3}"
msgstr "{0},{1} за пределами карты: x от 0 до {2}, y от 0 до {3}"

msgid "there is already a tree at {0},{1}"
msgstr "в точке {0},{1} уже есть дерево"

msgid "forest: {0} tree on {1}×{2}"
msgid_plural "forest: {0} trees on {1}×{2}"
msgstr[0] "лес: {0} дерево на {1}×{2}"
msgstr[1] "лес: {0} дерева на {1}×{2}"
msgstr[2] "лес: {0} деревьев на {1}×{2}"

msgid "TreeTypeFactory cache: empty"
msgstr "кэш TreeTypeFactory: пуст"

msgid "TreeTypeFactory cache:"
msgstr "кэш TreeTypeFactory:"

msgid "{1} {2}, {3}: {0} tree"
msgid_plural "{1} {2}, {3}: {0} trees"
msgstr[0] "{1} {2}, {3}: {0} дерево"
msgstr[1] "{1} {2}, {3}: {0} дерева"
msgstr[2] "{1} {2}, {3}: {0} деревьев"

# Principles: solid
msgid "SOLID principles"
msgstr "Принципы SOLID"

msgid "Principles"
msgstr "Принципы"

msgid "Each principle (srp, ocp, lsp, isp, dip) has a violating and a fixed version that do the same job. `show` describes them, `run` runs both side by side, and `change` brings a new requirement: watch which version needs its working code edited and which only gains a type or a parameter."
msgstr "У каждого принципа (srp, ocp, lsp, isp, dip) есть нарушающая и исправленная версии, которые делают одно и то же. `show` описывает их, `run` запускает обе рядом, а `change` приносит новое требование: смотрите, какой версии приходится править работающий код, а какой достаточно нового типа или параметра."

msgid "describe both versions (or list the five)"
msgstr "описать обе версии (или перечислить все пять принципов)"

msgid "run the violating and fixed versions"
msgstr "запустить нарушающую и исправленную версии"

msgid "a new requirement arrives; run again"
msgstr "приходит новое требование; запустить снова"

msgid "Five principles, five pairs of versions."
msgstr "Пять принципов, пять пар версий."

msgid "Open-closed: today both choirs sing the same."
msgstr "Открытость/закрытость: сегодня оба хора поют одинаково."

msgid "A cow joins: one version needs an edit, one a new type."
msgstr "Приходит корова: одной версии нужна правка, другой — новый тип."

msgid "Liskov: a Square subclass breaks Rectangle's promise."
msgstr "Лисков: подкласс Square нарушает обещание Rectangle."

msgid "Interface segregation: a scanner meets a fat protocol."
msgstr "Разделение интерфейсов: сканер встречает толстый протокол."

msgid "Dependency inversion: move users to the cloud."
msgstr "Инверсия зависимостей: переносим пользователей в облако."

msgid "Single responsibility: the accountant changes the tax rate."
msgstr "Единственная ответственность: бухгалтер меняет ставку налога."

msgid "tax {0}%: {1}"
msgstr "налог {0}%: {1}"

msgid "total: {0}"
msgstr "итого: {0}"

msgid "printed {0}"
msgstr "напечатано: {0}"

msgid "can't scan"
msgstr "не умеет сканировать"

msgid "can't fax"
msgstr "не умеет отправлять факсы"

msgid "can't print"
msgstr "не умеет печатать"

msgid "scanned {0}"
msgstr "отсканировано: {0}"

msgid "faxed {0}"
msgstr "отправлено по факсу: {0}"

msgid "{0} saved to DatabaseStore (hard-wired)"
msgstr "{0} сохраняется в DatabaseStore (зашито в код)"

msgid "{0} saved to {1} (injected)"
msgstr "{0} сохраняется в {1} (хранилище внедрено)"

msgid "S: single responsibility"
msgstr "S: единственная ответственность"

msgid "O: open-closed"
msgstr "O: открытость/закрытость"

msgid "L: Liskov substitution"
msgstr "L: подстановка Лисков"

msgid "I: interface segregation"
msgstr "I: разделение интерфейсов"

msgid "D: dependency inversion"
msgstr "D: инверсия зависимостей"

msgid "solid has no command {0}"
msgstr "у solid нет команды {0}"

msgid "principle"
msgstr "принцип"

msgid "S: a type should have one reason to change"
msgstr "S: у типа должна быть одна причина для изменений"

msgid "violating: ReceiptPrinter prices, taxes and formats"
msgstr "нарушающая: ReceiptPrinter считает цены и налог и форматирует"

msgid "  three jobs, three people who may ask for edits"
msgstr "  три задачи — три человека, которые могут просить правки"

msgid "fixed: PriceList, TaxPolicy, ReceiptFormatter;"
msgstr "исправленная: PriceList, TaxPolicy, ReceiptFormatter;"

msgid "  Checkout only puts them together"
msgstr "  Checkout только соединяет их"

msgid "O: extend by adding code, not by editing it"
msgstr "O: расширяйте, добавляя код, а не правя его"

msgid "violating: Choir.sound(of:) switches on the name"
msgstr "нарушающая: Choir.sound(of:) делает switch по имени"

msgid "fixed: protocol Animal; each animal brings its sound"
msgstr "исправленная: protocol Animal; каждое животное приносит свой звук"

msgid "  and Choir never names a concrete animal"
msgstr "  и Choir не называет ни одного конкретного животного"

msgid "L: a subtype must keep its base type's promises"
msgstr "L: подтип должен держать обещания базового типа"

msgid "violating: class Square: Rectangle ties the sides"
msgstr "нарушающая: class Square: Rectangle связывает стороны"

msgid "  promise: set width 5, height 4, get area 20"
msgstr "  обещание: задали width 5 и height 4 — получили площадь 20"

msgid "fixed: Rectangle and Square are both Shapes"
msgstr "исправленная: Rectangle и Square — оба Shape"

msgid "  promise: scaled(by: 3) gives 9 times the area"
msgstr "  обещание: scaled(by: 3) даёт площадь в 9 раз больше"

msgid "I: don't make clients depend on what they don't use"
msgstr "I: клиенты не должны зависеть от того, чем не пользуются"

msgid "violating: OfficeMachine = print + scan + fax;"
msgstr "нарушающая: OfficeMachine = print + scan + fax;"

msgid "  SimplePrinter must stub scan and fax"
msgstr "  SimplePrinter вынужден писать заглушки scan и fax"

msgid "fixed: Printing, Scanning, Faxing protocols;"
msgstr "исправленная: протоколы Printing, Scanning, Faxing;"

msgid "  each device adopts what it really does"
msgstr "  каждое устройство принимает то, что реально умеет"

msgid "D: depend on abstractions, not concrete details"
msgstr "D: код должен зависеть от абстракций, а не от деталей"

msgid "violating: UserService creates a DatabaseStore"
msgstr "нарушающая: UserService сам создаёт DatabaseStore"

msgid "fixed: UserService(store: any UserStore)"
msgstr "исправленная: UserService(store: any UserStore)"

msgid "  the store is chosen and injected from outside"
msgstr "  хранилище выбирают и внедряют снаружи"

msgid "{0} has already changed; try: run {0}, or reset"
msgstr "{0} уже изменён; попробуйте run {0} или reset"

msgid "request: the accountant wants 25% tax"
msgstr "запрос: бухгалтер хочет налог 25%"

msgid "violating needs an edit of ReceiptPrinter,"
msgstr "нарушающей нужна правка ReceiptPrinter,"

msgid "  which also prices and formats: still 20% today"
msgstr "  который ещё и считает цены и форматирует: пока 20%"

msgid "fixed needs a new value: TaxPolicy(percent: 25)"
msgstr "исправленной нужно новое значение: TaxPolicy(percent: 25)"

msgid "request: a cow joins the choir"
msgstr "запрос: в хор вступает корова"

msgid "violating needs an edit: a new case in sound(of:)"
msgstr "нарушающей нужна правка: новый case в sound(of:)"

msgid "fixed needs a new type: struct Cow: Animal"
msgstr "исправленной нужен новый тип: struct Cow: Animal"

msgid "request: squares too"
msgstr "запрос: нужны ещё и квадраты"

msgid "violating adds class Square: Rectangle"
msgstr "нарушающая добавляет class Square: Rectangle"

msgid "fixed adds struct Square: Shape"
msgstr "исправленная добавляет struct Square: Shape"

msgid "request: a PocketScanner that only scans"
msgstr "запрос: PocketScanner, который только сканирует"

msgid "violating: it must fake print and fax to fit"
msgstr "нарушающая: ему приходится изображать print и fax"

msgid "fixed: PocketScanner adopts Scanning only"
msgstr "исправленная: PocketScanner принимает только Scanning"

msgid "request: keep users in the cloud"
msgstr "запрос: хранить пользователей в облаке"

msgid "violating needs an edit: UserService builds its store"
msgstr "нарушающей нужна правка: UserService сам строит хранилище"

msgid "fixed needs no edit: UserService(store: CloudStore())"
msgstr "исправленной правка не нужна: UserService(store: CloudStore())"

msgid "running both as they stand:"
msgstr "запускаем обе версии как есть:"

msgid "order: 2 tea, 1 cake"
msgstr "заказ: 2 tea, 1 cake"

msgid "violating: {0}"
msgstr "нарушающая:   {0}"

msgid "fixed:     {0}"
msgstr "исправленная: {0}"

msgid "the violating choir has no case for cow: '?'"
msgstr "в нарушающем хоре нет case для cow: '?'"

msgid "violating Rectangle: contract {0}"
msgstr "нарушающий Rectangle: контракт {0}"

msgid "fixed Rectangle: contract {0}"
msgstr "исправленный Rectangle: контракт {0}"

msgid "violating Square: contract {0}"
msgstr "нарушающий Square: контракт {0}"

msgid "  width 5, height 4 gave area {0}, not 20"
msgstr "  width 5 и height 4 дали площадь {0}, а не 20"

msgid "fixed Square: contract {0}"
msgstr "исправленный Square: контракт {0}"

msgid "kept"
msgstr "соблюдён"

msgid "BROKEN"
msgstr "НАРУШЕН"

msgid "violating: queue on SimplePrinter -> {0}"
msgstr "нарушающая: очередь на SimplePrinter -> {0}"

msgid "  its scan() stub -> {0}"
msgstr "  его заглушка scan() -> {0}"

msgid "fixed: queue on SimplePrinter -> {0}"
msgstr "исправленная: очередь на SimplePrinter -> {0}"

msgid "  SimplePrinter has no scan(): nothing to misuse"
msgstr "  у SimplePrinter нет scan(): нечего вызвать по ошибке"

msgid "violating: queue on PocketScanner -> {0}"
msgstr "нарушающая: очередь на PocketScanner -> {0}"

msgid "fixed: PocketScanner -> {0}"
msgstr "исправленная: PocketScanner -> {0}"

msgid "  PrintQueue(printer: PocketScanner()) won't compile"
msgstr "  PrintQueue(printer: PocketScanner()) не скомпилируется"

msgid "throws \"{0}\""
msgstr "бросает \"{0}\""

msgid "principle  runs  changed"
msgstr "принцип    раз   изменён"

msgid "yes"
msgstr "да"

msgid "no"
msgstr "нет"

# Principles: protocol-oriented
msgid "Protocol-oriented: Reusable"
msgstr "Протокольно-ориентированный подход: Reusable"

msgid "A feed of 100 posts in a table showing 5 rows (numbered from 1 here). TextCell and ImageCell adopt Reusable and get reuseIdentifier from a protocol extension. Scrolling puts cells that leave the screen in a pool and dequeues them for new rows: a handful of cells serve every row. This is reuse, not lazy loading."
msgstr "Лента из 100 постов в таблице, которая показывает 5 строк (здесь они нумеруются с 1). TextCell и ImageCell принимают Reusable и получают reuseIdentifier из расширения протокола. При прокрутке ячейки, ушедшие с экрана, попадают в пул и снова выдаются для новых строк: горстка ячеек обслуживает все строки. Это переиспользование, а не ленивая загрузка."

msgid "register a cell class by its type"
msgstr "зарегистрировать класс ячейки по его типу"

msgid "scroll down; cells are recycled (stops at row 100)"
msgstr "прокрутить вниз; ячейки переиспользуются (до строки 100)"

msgid "ask for a cell of that type"
msgstr "запросить ячейку этого типа"

msgid "show a class's reuseIdentifier"
msgstr "показать reuseIdentifier класса"

msgid "A protocol extension gives reuseIdentifier: the type's name."
msgstr "Расширение протокола даёт reuseIdentifier: имя типа."

msgid "Register by type: no string to mistype."
msgstr "Регистрация по типу: нет строки, в которой можно опечататься."

msgid "An unregistered type throws a clear error; nothing crashes."
msgstr "Незарегистрированный тип бросает понятную ошибку, а не падает."

msgid "Every fifth post is a photo, so register ImageCell too."
msgstr "Каждый пятый пост — фото, поэтому зарегистрируйте и ImageCell."

msgid "Twenty rows go by; watch how few cells exist."
msgstr "Проходит двадцать строк; смотрите, как мало ячеек существует."

msgid "To the end of the feed: still the same five cells."
msgstr "До конца ленты — и всё те же пять ячеек."

msgid "All five cells are on screen, so a sixth one is made."
msgstr "Все пять ячеек на экране, поэтому создаётся шестая."

msgid "'{0}' is not registered; register it first"
msgstr "'{0}' не зарегистрирован; сначала зарегистрируйте его"

msgid "another cell class is already registered as '{0}'"
msgstr "под '{0}' уже зарегистрирован другой класс ячейки"

msgid "a cell provider"
msgstr "поставщик ячеек"

msgid "Post {0}"
msgstr "Пост {0}"

msgid "Photo {0}"
msgstr "Фото {0}"

msgid "rows"
msgstr "число строк"

msgid "protocol-oriented has no command {0}"
msgstr "у protocol-oriented нет команды {0}"

msgid "unknown cell class '{0}': use TextCell or ImageCell"
msgstr "неизвестный класс ячейки '{0}': используйте TextCell или ImageCell"

msgid "register({0}.self) under \"{0}\""
msgstr "register({0}.self) под именем \"{0}\""

msgid "already registered: nothing changed"
msgstr "уже зарегистрирован: ничего не изменилось"

msgid "from String(describing: Self.self) in the extension"
msgstr "из String(describing: Self.self) в расширении"

msgid "scroll by at least 1 row"
msgstr "прокрутите хотя бы на 1 строку"

msgid "table loads rows 1–{1}: {0} cell made"
msgid_plural "table loads rows 1–{1}: {0} cells made"
msgstr[0] "таблица загружает строки 1–{1}: создана {0} ячейка"
msgstr[1] "таблица загружает строки 1–{1}: созданы {0} ячейки"
msgstr[2] "таблица загружает строки 1–{1}: создано {0} ячеек"

msgid "nothing to scroll: the feed ends at row {0}"
msgstr "прокручивать некуда: лента кончается на строке {0}"

msgid "scrolled {0} row: the feed ends at row {1}"
msgid_plural "scrolled {0} rows: the feed ends at row {1}"
msgstr[0] "прокручено на {0} строку: лента кончается на строке {1}"
msgstr[1] "прокручено на {0} строки: лента кончается на строке {1}"
msgstr[2] "прокручено на {0} строк: лента кончается на строке {1}"

msgid "scrolled {0} row"
msgid_plural "scrolled {0} rows"
msgstr[0] "прокручено на {0} строку"
msgstr[1] "прокручено на {0} строки"
msgstr[2] "прокручено на {0} строк"

msgid "{0} cell left the screen for the pool"
msgid_plural "{0} cells left the screen for the pool"
msgstr[0] "{0} ячейка ушла с экрана в пул"
msgstr[1] "{0} ячейки ушли с экрана в пул"
msgstr[2] "{0} ячеек ушли с экрана в пул"

msgid "{0} new row: {1} reused, {2} made"
msgid_plural "{0} new rows: {1} reused, {2} made"
msgstr[0] "{0} новая строка: переиспользовано {1}, создано {2}"
msgstr[1] "{0} новые строки: переиспользовано {1}, создано {2}"
msgstr[2] "{0} новых строк: переиспользовано {1}, создано {2}"

msgid "cells ever made: {0} for {1} rows shown"
msgstr "всего создано ячеек: {0}, показано строк: {1}"

msgid "rows ahead need a TextCell; register TextCell first"
msgstr "строкам впереди нужен TextCell: сначала register TextCell"

msgid "rows 5, 10, 15... need an ImageCell; register ImageCell first"
msgstr "строкам 5, 10, 15... нужен ImageCell: сначала register ImageCell"

msgid "dequeueReusableCell({0}.self) throws:"
msgstr "dequeueReusableCell({0}.self) бросает ошибку:"

msgid "a new cell: the pool was empty"
msgstr "новая ячейка: пул был пуст"

msgid "reused from the pool"
msgstr "взята из пула повторно"

msgid "no row needs it, so it goes back to the pool"
msgstr "ни одной строке она не нужна, поэтому возвращается в пул"

msgid "ReusingTableView: {0} rows, {1} visible"
msgstr "ReusingTableView: строк {0}, видно {1}"

msgid "registered: {0}"
msgstr "зарегистрированы: {0}"

msgid "nothing loaded yet"
msgstr "пока ничего не загружено"

msgid "on screen: rows {0}–{1}"
msgstr "на экране: строки {0}–{1}"

msgid "{0} #{1}: {2} (used {3}x)"
msgstr "{0} #{1}: {2} (использована {3}×)"

msgid "pool: TextCell {0}, ImageCell {1}"
msgstr "пул: TextCell {0}, ImageCell {1}"

msgid "cells created: {0}, dequeues: {1}"
msgstr "создано ячеек: {0}, выдач: {1}"
"""#
