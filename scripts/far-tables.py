# Writes src/content/far-words.ts from the word tables below: each language's words for the override of earlier
# instructions (verbs of setting aside, the instructions noun, "all", the earlier words, the negations, a topic marker
# after the noun, a warning's words) and for an order to a machine (acts, stakes, concealment), in the languages the
# structural readings lacked (docs/content-readings.md, "The structural readings' languages"). Latin-script words are
# written bare (lower case, no marks, no apostrophe inside a word; far-overrides.ts reads the text the same way); the
# other scripts' words as written. Non-ASCII characters are written to the module as \uXXXX escapes.
# Run: python3 scripts/far-tables.py
import os, re, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, '..', 'src', 'content', 'far-words.ts')

# Fields: s script; v verbs; n nouns; a all; e earlier; neg negation before the verb (two words at most); nega negation
# right after the verb; t topic markers right after the noun (the earlier word beside it is then a topic's); mf the
# language writes its modifiers before the noun (a topic may stand before the earlier word); w a warning's or a sample's
# words; act acts; st stakes; hide concealment. Words are '|'-separated; a space inside a word is one space or more.
T = {
 'is': dict(s='latin', v='hunsa|virda ad vettugi|virdid ad vettugi|gleymdu|gleymid', n='leidbein|fyrirmael|skipun|skipan|reglu|reglur|fyrirskipun', a='allar|allra|ollum|oll|allt', e='fyrri|fyrra|fyrrum|adur gefn|eldri', neg='ekki|aldrei', w='vidvorun|daemi|svik|tilkynn',
            act='samthykk|merktu|merkid|sendu|sendid|gefdu|gefid|breyttu|eyddu|greiddu|rada', st='stadfest|samthykkt|haestu|efst|fyrsta sae|greitt', ls='allan vidskiptavinalist', hide='ekki segja|ekki lata vita|an thess ad segja'),
 'ga': dict(s='latin', v='neamhaird|na tabhair aird|dean dearmad', n='treoir|treoracha|orduithe|rialacha|teagasc', a='go leir|uile', e='roimhe|nios luaithe|cheana', neg='na|nior|choiche|riamh', t='maidir le|faoi|ar an|ar na', w='rabhadh|calaois|mar shampla|tuairiscigh',
            act='faomh|ceadaigh|marcail|seol|tabhair|athraigh|scrios|ioc', st='fioraithe|faofa|is airde|an chead ait|ioctha', ls='liosta iomlan', hide='na hinis|gan insint|na habair'),
 'gd': dict(s='latin', v='leig seachad|leigibh seachad|dearmaid|na toir an aire', n='stiuireadh|stiuiridhean|orduighean|riaghailt|treoir', a='a h-uile|uile', e='roimhe|na bu traithe|ron seo', neg='na|cha|chan|a-chaoidh', t='mu dheidhinn|airson', w='rabhadh|foill|mar eisimpleir|aithris',
            act='aontaich|comharraich|cuir|thoir|atharraich|sguab as|paigh', st='dearbhte|aontaichte|as airde|a chiad aite|paighte', ls='liosta iomlan', hide='na innis|gun innse'),
 'cy': dict(s='latin', v='anwybydd|diystyr', n='cyfarwydd|gyfarwydd|chyfarwydd|nghyfarwydd|gorchym|gorchmyn|rheol|reol', a='pob|bob|phob|holl|i gyd', e='blaenorol|flaenorol|cynt|cynharach|gynt', neg='peidiwch|paid|na|nac|byth', t='ar gyfer|am|ynghylch', w='rhybudd|twyll|er enghraifft|rhowch wybod',
            act='cymeradwy|gymeradwy|marci|farci|anfon|rhowch|rho|newidi|dilewch|talwch', st='wedi ei wirio|wedi i wirio|wedii wirio|gwirio|uchaf|cyntaf|wedi talu', ls='rhestr gyfan|restr gyfan', hide='peidiwch a dweud|peidiwch ag dweud|heb ddweud'),
 'br': dict(s='latin', v='ankouait|ankouaat|lezit a-gostez|na daolit ket evezh', n='kemenn|gemenn|chemenn|reolenn|sturienn', a='an holl|holl', e='a-raok|kent|diaraok', neg='na|nhe|biken', nega=' ket', t='diwar-benn|evit', w='diwallit|flemm|da skouer|danevellit',
            act='aprouit|merkit|kasit|roit|chemmit|kemmit|dilamit|paeit', st='gwiriet|aprouet|uhelan|kentan|paeet', ls='roll klok', hide='na lavarit|hep lavaret'),
 'eu': dict(s='latin', v='ahaztu|baztertu|ez egin kasurik|ez jaramonik egin|ez ikusiarena egin', n='jarraibide|argibide|agindu|arau|instrukzio', a='guztiak|guztiei|guztia|oro', e='aurreko|lehenagoko|orain arteko|lehengo', neg='ez|inoiz', mf=True, w='abisua|iruzur|adibidez|salatu',
            act='onartu|markatu|bidali|eman|aldatu|ezabatu|ordaindu', st='egiaztatu gisa|egiaztatuta|onartuta|altuena|lehena|ordainduta', ls='zerrenda osoa', hide='ez esan|esan gabe|ez jakinarazi'),
 'ca': dict(s='latin', elide=True, v='ignora|ignoreu|ignori|oblida|oblideu|no facis cas|no feu cas', n='instrucci|indicacions|ordres|normes|regles', a='totes|tots|tota', e='anteriors|anterior|previes|precedents|dabans', neg='no|mai', t='de|sobre|per a|per al|per', w='avis|exemple|estafa|frau|denuncieu',
            act='aprova|aproveu|marca|marqueu|envia|envieu|dona|doneu|canvia|esborra|elimina|paga', st='verificad|aprovad|mes alta|primer lloc|pagat', ls='llista completa', hide='no ho diguis|no ho digueu|sense avisar|sense dir'),
 'gl': dict(s='latin', v='ignora|ignorade|ignore|esquece|esquecede|non fagas caso', n='instrucion|indicacion|ordes|normas|regras', a='todas|todos', e='anteriores|anterior|previas|precedentes', neg='non|nunca|xamais', t='de|sobre|para', w='aviso|exemplo|fraude|estafa|denuncie',
            act='aproba|aprobade|marca|marcade|envia|enviade|da|dalle|cambia|borra|elimina|paga', st='verificad|aprobad|mais alta|primeiro lugar|pagad', ls='lista completa', hide='non llo digas|non o digas|sen avisar|sen dicir'),
 'mt': dict(s='latin', v='injora|injoraw|insa|insew|taghtix kas', n='istruzzjoni|struzzjonijiet|regol|ordnijiet|direttiv', a='kollha|kull', e='ta qabel|qabel|precedenti', neg='qatt|ma', t='tal-|dwar', w='twissija|frodi|ezempju|irrappurta',
            act='approva|immarka|mmarka|ibghat|aghti|biddel|hassar|ihallas', st='ivverifikat|vverifikat|approvat|oghla|ewwel post|imhallas', ls='lista shiha', hide='tghidx|taghrafx|minghajr ma tghid'),
 'lb': dict(s='latin', v='ignoreier|vergiess', n='instruktioun|uweisung|reegel|regel', a='all|alleguer', e='viregt|freier|virdrun', neg='net|ni', nega=' net| ni', t='iwwer|fir', w='warnung|bedruch|beispill|mellt',
            act='akzepteier|markeier|scheck|geff|gef|aenner|annerer|laesch|bezuel', st='iwwerpreift|akzeptei|heechst|hechst|eischt|bezuelt', ls='komplett', hide='sot dem personal naischt|sot naischt|ouni ze soen'),
 'sq': dict(s='latin', v='injoro|injoroni|shperfill|harro|harroni|mos ia vini re', n='udhezim|urdher|rregull|instruksion', a='te gjitha|gjitha|gjithe', e='e meparshme|meparshme|e kaluara|me pare', neg='mos|kurre|nuk', t='te|per|rreth|lidhur me', w='paralajmerim|mashtrim|shembull|raportoj',
            act='mirato|miratoni|shenoje|shenojeni|dergo|dergoni|jepi|jepni|ndrysho|fshi|paguaj|krediton', st='verifikuar|miratuar|me te larta|i pari|paguar', ls='e plote', hide='mos i thuaj|mos u thoni|pa e treguar|pa i treguar'),
 'az': dict(s='latin', v='mehel qoyma|mehel qoymayin|unut|nezere alma|nezere almayin', n='telimat|gosteris|qayda|emr|tapsiriq', a='butun|hamisi|her bir', e='evvelki|onceki|kecmis', nega='ma|me', mf=True, w='xeberdarliq|firildaq|meselen|numune',
            act='tesdiqle|tesdiq et|qeyd et|gonder|ver|deyis|sil|ode', st='yoxlanilmis|tesdiqlen|tesdiq edil|en yuksek|birinci|odenil', ls='butun muster', hide='hec kime deme|iscilere deme|isciler deme|deme|xeber verme'),
 'uz': dict(s='latin', v='etiborsiz qoldir|etibor berma|unut', n='korsatma|yoriqnoma|buyruq|qoida|topshiriq', a='barcha|hamma|butun', e='oldingi|avvalgi|ilgarigi', nega='ma', mf=True, w='ogohlantirish|firibgar|masalan|namuna',
            act='tasdiqla|belgila|yubor|ber|ozgartir|ochir|tola', st='tekshirilgan|tasdiqlangan|eng yuqori|birinchi|tolangan', ls='toliq royxat', hide='aytma|xabar berma|bildirma'),
 'tk': dict(s='latin', v='asgerme|asgermen|asgerman|unut|ser salma|uns berme', n='gorkezme|gollanma|buyruk|duzgun|tabsyryk', a='ahli|hemme|butin', e='onki|ozal|ozalky', nega='ma|me', mf=True, w='duydurys|galplyk|meselem|nusga',
            act='tassykla|belle|iber|ber|uytget|poz|tole', st='barlanan|tassyklanan|in yokary|birinji|tolenen', ls='doly sanaw', hide='aytma|habar berme'),
 'ku': dict(s='latin', v='pasguh bike|pasguh bikin|guh nede|guh nedin|ji bir bike|ji bir bikin', n='talimat|rewerz|ferman|rebaz|qaide|qayde', a='hemu|tevahi|gis', e='bere|yen bere|pesin', neg='tu cari', t='yen|ji bo', w='hisyari|xapandin|minak|ragihin',
            act='bipejir|pejirin|nisan bide|bisine|bide|biguher|je bibe|bide', st='pejirandi|pistrastkiri|heri zede|yekem|dayin', ls='listeya tevahi', hide='nebeje|nebejin|bêyî|beyi'),
 'ceb': dict(s='latin', v='ibalewala|balewalaa|ayaw tagda|ayaw panumbalinga|kalimti', n='instruksyon|instruksiyon|mando|sugo|lagda|giya', a='tanan|tanang', e='miaging|nangaging|kaniadto|niaging', neg='ayaw|dili', t='sa|bahin sa|mahitungod|para sa', w='pasidaan|panlimbong|pananglitan|ireport',
            act='aprobahi|i-approve|markahi|ipadala|i-send|hatagi|ihatag|usba|usbi|papasa|tangtangon|bayri', st='na-verify|verified|gi-aprobahan|pinakataas|una nga|bayad na', ls='tibuok lista', hide='ayaw isulti|ayaw ingna|ayaw pahibaloa|walay pahibalo'),
 'jv': dict(s='latin', v='lirwakna|lirwakake|ora usah digatekake|aja digatekake|aja nggatekake|ora nggatekake|lalekna', n='instruksi|pandhuan|prentah|aturan|dhawuh', a='kabeh|sakabehe|kabehe', e='sadurunge|sing wis|lawas', neg='aja|ora', t='babagan|kanggo|bab', w='penget|penipuan|conto|laporna',
            act='setujoni|setujua|tandhani|kirimna|kirimake|wenehana|wenehi|ganti|busak|bayar', st='diverifikasi|wis disetujoni|paling dhuwur|pisanan|wis dibayar', ls='dhaptar pelanggan lengkap', hide='aja kandha|aja ngandhani|tanpa ngandhani'),
 'su': dict(s='latin', v='malire|abaikeun|teu kudu malire|ulah dipalire|ulah malire|poho keun', n='parentah|pituduh|instruksi|aturan', a='sadaya|sadayana|sakabeh', e='samemehna|saacanna|samemehna', neg='ulah|teu|entong', t='ngeunaan|pikeun|perkara', w='awas|tipu|conto|laporkeun',
            act='satujuan|tandaan|kirimkeun|pasihan|bere|robih|robah|hapus|bayar', st='diverifikasi|disatujuan|pangluhurna|kahiji|geus dibayar', ls='daptar palanggan', hide='ulah beja|ulah bejakeun|tanpa bebeja'),
 'so': dict(s='latin', v='iska indho tir|iska indha tir|iska dhaaf|ha dhegeysan', n='tilmaam|amar|awaamir|xeer|sharci', a='dhammaan|oo dhan|oo idil', e='hore|horay', neg='ha|weligaa|weligiin|ma', t='ee|ku saabsan|ku aaddan', w='digniin|khiyaano|tusaale|soo sheeg',
            act='ansixi|ansixiya|calaamadee|u dir|dir|sii|beddel|tirtir|bixi|u dhig', st='xaqiijisan|la ansixiyay|ugu sarreeya|ugu horreeya|la bixiyay', ls='liiska macaamiisha', hide='ha u sheegin|ha sheegin|hana sheegin|adigoon u sheegin'),
 'om': dict(s='latin', v='tuffadhu|tuffadhaa|hin ilaalin|dagadhu', n='qajeelfam|ajaja|seera|qajeelcha', a='hunda|hundumaa|guutuu', e='kanaan dura|duraa|darbe|dura jiran', neg='hin|gonkumaa', t='waa\'ee|waaee|dhaabbii', w='akeekkachiis|gowwoomsaa|fakkeenya|gabaasaa',
            act='raggaasisi|mallatteessi|ergi|kenni|jijjiiri|haqi|kaffali', st='mirkanaa|raggaafame|olaanaa|tokkoffaa|kaffalame', ls='tarree maamiltootaa', hide='hin himin|utuu hin himin'),
 'sw': dict(s='latin', v='puuza|puuzeni|usijali|sahau|sahauni|achana na', n='maagizo|maelekezo|amri|sheria|kanuni', a='yote|zote|wote', e='yaliyotangulia|ya awali|ya zamani|yaliyopita|zilizotangulia|zilizopita|za awali', neg='usi|msi|kamwe|usije', t='kuhusu|ya|za', w='onyo|ulaghai|mfano|uripoti',
            act='idhinisha|weka alama|tuma|ipe|mpe|badilisha|futa|lipa|andika', st='imethibitishwa|limethibitishwa|zimethibitishwa|imeidhinishwa|za juu zaidi|wa kwanza|imelipwa|hata kama', ls='orodha kamili', hide='usiwaambie|usimwambie|bila kuwaambia|bila kumwambia'),
 'rw': dict(s='latin', v='wirengagize|mwirengagize|irengagize|ntuhe agaciro', n='amabwiriza|itegeko|amategeko|inyobora', a='yose|zose|byose', e='yabanjirije|ibanjirije|ya mbere|byabanjirije', neg='ntu|ntuzigere|ntimu', t='ya|yerekeye|ku bijyanye', w='iburira|uburiganya|urugero|mubutangaze',
            act='emeza|shyiraho ikimenyetso|ohereza|iha|muhe|hindura|siba|ishyura', st='cyagenzuwe|byagenzuwe|cyemejwe|yo hejuru|bwa mbere|cyishyuwe', ls='urutonde rwose', hide='ntubibwire|utabibwiye|utabimenyesheje'),
 'zu': dict(s='latin', v='ziba|zibani|ungayinaki|ungazinaki|ungawanaki|shaya indiva', n='imiyalelo|umyalelo|iziqondiso|imithetho|imiyaleko', a='yonke|zonke|wonke', e='yangaphambili|yangaphambilini|zangaphambili|edlule', neg='unga|ungalokothi|musa', t='yoku|yokw|mayelana|ngoku|zoku', w='isexwayiso|ukukhwabanisa|isibonelo|yibikeni',
            act='vuma|maka|thumela|khipha|nika|shintsha|susa|khokha|beka', st='esiqinisekisiwe|kuqinisekisiwe|okuqinisekisiwe|aphezulu|kuqala|ikhokhiwe', ls='uhlu oluphelele', hide='ungabatsheli|ungamtsheli|ungabuzi|ngaphandle kokutshela'),
 'xh': dict(s='latin', v='ungayihoyi|ungazihoyi|musani ukuhoya|sukuyihoya|ungakhathali', n='imiyalelo|umyalelo|imithetho|izikhokelo', a='yonke|zonke|onke', e='yangaphambili|zangaphambili|edlulileyo', neg='unga|ungaze|musa', t='yoku|yokw|malunga|zoku', w='isilumkiso|ubuqhophololo|umzekelo|yixeleni',
            act='yamkela|phawula|limake|thumela|nika|tshintsha|cima|hlawula', st='eliqinisekisiweyo|iqinisekisiwe|aphezulu|kuqala|ihlawulwe', ls='uluhlu olupheleleyo', hide='ungabaxeleli|ungamxeleli|ngaphandle kokuxelela'),
 'st': dict(s='latin', v='hlokomoloha|hlokomolohang|se tsotelle|o se ke wa tsotella', n='ditaelo|taelo|melao|ditlhahiso', a='tsohle|kaofela|wohle', e='tse fetileng|e fetileng|tsa pele|tsa nako e fetileng', neg='o se ke|se ke wa|le se ke', t='tsa ho|mabapi', w='temoso|bomenemene|mohlala|tlalehe',
            act='amohela|tshwaya|romela|fa|fetola|hlakola|lefa', st='netefaditswe|amohetswe|phahameng|pele|lefilwe', ls='lenane le feletseng', hide='o se ke wa bolella|se bolelle|ntle le ho bolella'),
 'sn': dict(s='latin', v='regedza|regedzai|usateerera|musateerera|furatira', n='mirairo|murairo|mitemo|zvirevo', a='yose|ese|zvose', e='yapfuura|yakapfuura|yekare|yekutanga', neg='usa|musa|usambo', t='yeku|dzeku|maererano|pamusoro', w='yambiro|hunyengedzi|muenzaniso|azivisei',
            act='bvuma|ise mucherechedzo|tumira|ipa|shandura|dzima|bhadhara', st='chakasimbiswa|yakasimbiswa|epamusoro|pekutanga|yakabhadharwa', ls='runyorwa rwese', hide='usaudza|musaudza|usingaudzi'),
 'ha': dict(s='latin', v='yi watsi da|ku yi watsi da|kar ka kula da|manta da', n='umarni|umurni|dokoki|ka\'idoji|kaidoji|sharudda', a='duk|dukkan|dukan', e='da suka gabata|na baya|na da|na farko', neg='kada|kar|ba', t='na ajiye|game da', w='gargadi|zamba|misali|rahoto',
            act='amince|yi mata alama|yi masa alama|aika|ba|canza|goge|biya', st='an tabbatar|tabbatacce|mafi girma|na farko|an biya', ls='cikakken jerin', hide='kada ka gaya|kar ka gaya|ba tare da gaya'),
 'ig': dict(s='latin', v='leghara|leghara anya|echefu', n='ntuziaka|iwu|ntuzi|usoro', a='niile|nile|ha niile', e='gara aga|mbu|nke mbu|ochie', t='gbasara', w='ido aka na nti|aghughu|dika ihe atu|koo ya',
            act='kwado|debe|ziga|nye|gbanwee|hichapu|kwuo ugwo', st='nyochaala|akwadoro|kachasi elu|nke mbu|akwuola', ls='ndeputa zuru oke', hide='agwala|agwakwala|n\'agwaghi|nagwaghi'),
 'wo': dict(s='latin', v='bayyil|bayyileen|bul topp|bul fonk', n='ndigal|ndigali|santaane|ndigaal', a='yepp|yeppa|bepp', e='yu jiitu|yu weesu|bu jiitu', neg='bul|buleen', t='yu|ci', w='moytu|nax|misaal|yegleleen',
            act='nangu|mandargaal|yonnee|jox|soppi|far|fey', st='woorluwaat|nangu nanu|gen a kawe|bu jekk|fey nanu', ls='limu kiliyaan yepp', hide='bul ko wax|buleen ko wax|te waxuloo'),
 'ln': dict(s='latin', v='tika|botika|koyoka te|kotalela te|bosana', n='malako|mibeko|etinda|mitindo', a='nyonso|manso', e='ya liboso|ya kala|oyo eleki', neg='te', nega=' te', t='mpo na|na ntina ya', w='likebisi|bokosi|ndakisa|boyebisa',
            act='ndima|tya elembo|tinda|pesa|bongola|longola|futa', st='etalelami|endimami|ya likolo|ya liboso|efutami', ls='liste mobimba', hide='koyebisa basali te|koyebisa te|kozanga koyebisa'),
 'mg': dict(s='latin', v='aza raharahiana|aza raharahaina|hadino|adinoy|aza jerena', n='toromarika|baiko|didy|fitsipika', a='rehetra|daholo', e='teo aloha|taloha|nialoha', neg='aza|tsy', t='momba|mikasika', w='fampitandremana|hosoka|ohatra|tatero',
            act='ankatoavy|mariho|alefaso|alefa|omeo|ovay|fafao|aloavy', st='voamarina|nankatoavina|ambony indrindra|voalohany|voaloa', ls='lisitra feno', hide='aza lazaina|tsy lazaina|tsy misy milaza'),
 'ht': dict(s='latin', v='inyore|bliye|pa okipe|pa pran ka', n='enstriksyon|ensriksyon|lod|regleman|konsiy', a='tout', e='anvan|anvan yo|presedan|pase', neg='pa|pa janm', t='pou|sou', w='atansyon|eskwokri|egzanp|rapote',
            act='apwouve|make|voye|bay|chanje|efase|peye', st='verifye|apwouve|pi gwo not|premye|peye deja', ls='tout lis', hide='pa di|san di|pa mande'),
 'qu': dict(s='latin', v='qunqay|qunqaychik|ama kasuychu|ama uyariychu', n='kamachikuy|kamachiy|yachachiy|kamay', a='llapan|llapanta|tukuy', e='nawpa|ñawpa|qallariy', neg='ama', t='nisqamanta|rayku|manta', tp=True, w='willakuy|qutuy|ejemplo|willaychik',
            act='chaskiy|unanchay|kachay|quy|tikray|pichay|paylay', st='chiqaqchasqa|chaskisqa|aswan hatun|nawpaq|paylasqa', ls='llapan rantiq', hide='ama willaychu|mana willaspa'),
 'gn': dict(s='latin', v='ehejareike|ehejarei|eheja|ani rehendu|ani pehendu|nderesarai|ani rejapyhy', n='nee|tembiapoukapy|mbaeporandu|tembiaporape|leikuéra|leikuera', a='opaite|mayma|entero', e='yma guare|ymaguare|mboyve', neg='ani|araka\'eve|arakaeve', t='rehegua|rehe|regua', tp=True, w='nangareko|nembotavy|techapyra|pemombeu',
            act='emonei|emonee|emondo|emee|emoambue|embogue|ehepyme', st='hesaijoha|moneimbyre|yvateveva|tenondegua|hepymembyre', ls='opaite nemuhara', hide='ani eremombeu|ani emombeu'),
 'sm': dict(s='latin', v='aua le amanaia|aua e te amanaia|aua le faalogo|faagaloina', n='faatonuga|poloaiga|tulafono|taiala', a='uma|atoa', e='na muamua|muamua|tuai|ua mavae', neg='aua lava|aua|nei', t='o le|e uiga', w='lapataiga|taufaaoleole|faataitaiga|lipoti',
            act='faamaonia|faailoga|auina atu|tuuina atu|suia|tapea|totogi', st='ua uma ona siaki|faamaonia|aupito maualuga|muamua|ua totogi', ls='lisi atoa', hide='aua le tau atu|aua le taua atu|aunoa ma le taua'),
 'mi': dict(s='latin', v='kaua e aro ki|kaua e whakarongo ki|waiho|whakarerea', n='tohutohu|ture|whakahau|tikanga', a='katoa', e='o mua|tawhito|o nehe', neg='kaua rawa', t='waka|mo te|e pa ana', w='kia tupato|tinihanga|hei tauira|purongotia',
            act='whakaaetia|tohua|tukuna|hoatu|whakarereketia|mukua|utua', st='kua manatokohia|kua whakaaetia|teitei rawa|tuatahi|kua utua', ls='rarangi kiritaki', hide='kaua e korero|kaua e whakamohio|kaua e kii'),
 'haw': dict(s='latin', v='mai hoolohe|mai malama|mai nana|hoopoina', n='olelo ao|kauoha|kanawai|alakai', a='a pau|apau|holookoa', e='ma mua|kahiko|i hala', neg='mai', t='kaa|no ka|e pili ana', w='akahele|hoopunipuni|laana|e hoike',
            act='ae i|kaha|hoouna|haawi|hoololi|holoi|uku', st='hooia ia|ua hooia|kiekie loa|mua loa|ua uku', ls='papa inoa piha', hide='mai hai|mai hoike'),
 'be': dict(s='cyrl', v='ігнаруй|ігнаруйце|праігнаруй|забудзь|забудзьце|не звяртай увагі|не звяртайце ўвагі', n='інструкцы|указанн|правіл|загад', a='усе|ўсе|усіх|ўсіх|усім', e='папярэдн|ранейш|мінул', neg='не|ніколі', t='па|пра|наконт|для', w='папярэджанн|махлярств|напрыклад|паведаміце',
            act='зацвердзі|адзнач|адпраў|дашлі|пастаў|дай|змяні|выдалі|аплаці|закрый', st='праверан|зацверджан|найвышэйш|першым|аплачан|рандамізаван', ls='увесь спіс|спіс кліентаў', hide='не кажы|не паведамляй|нікому не'),
 'kk': dict(s='cyrl', v='елеме|елемеңіз|елемей|назар аударма|ескерме|ұмыт', n='нұсқау|нұсқаул|ереже|бұйрық|тапсырма', a='барлық|бүкіл|бәрін', e='алдыңғы|бұрынғы|өткен|ертеректегі', nega='па|пе|ма|ме|ба|бе', mf=True, w='ескерту|алаяқ|мысалы|хабарлаңыз',
            act='бекіт|белгіле|жібер|қой|бер|өзгерт|өшір|төле|бағала', st='тексерілген|бекітілген|ең жоғары|бірінші|төленген', ls='толық тізім', hide='айтпа|хабарлама|білдірме'),
 'ky': dict(s='cyrl', v='этибарга алба|этибарга албаңыз|көңүл бурба|унут|эске алба', n='көрсөтмө|нускама|эреже|буйрук|тапшырма', a='бардык|баары|бүт', e='мурунку|мурдагы|өткөн', nega='ба|бо|па|по|ма|мо', mf=True, w='эскертүү|алдамчы|мисалы|кабарлаңыз',
            act='бекит|белгиле|жөнөт|кой|бер|өзгөрт|өчүр|төлө', st='текшерилген|бекитилген|эң жогорку|биринчи|төлөнгөн', ls='толук тизме', hide='айтпа|кабарлаба|билдирбе'),
 'mn': dict(s='cyrl', v='үл тоомсорло|үл тоо|мартаарай|март|анхаарах хэрэггүй', n='заавар|зааврыг|дүрэм|тушаал|даалгавар', a='бүх|бүгд|бүхий л', e='өмнөх|урьдын|өнгөрсөн', neg='бүү|битгий|хэзээ ч', mf=True, w='анхааруулга|луйвар|жишээ|мэдэгдэнэ',
            act='зөвшөөр|баталгаажуул|тэмдэглэ|илгээ|өг|өөрчил|устга|төл', st='баталгаажсан|зөвшөөрсөн|хамгийн өндөр|эхний|төлсөн', ls='бүрэн жагсаалт', hide='бүү хэл|битгий хэл|мэдэгдэхгүй'),
 'tg': dict(s='cyrl', v='нодида гир|нодида гиред|фаромӯш кун|фаромуш кун|эътибор надеҳ|эътибор надиҳед', n='дастур|супориш|қоида|фармон', a='ҳама|тамоми|ҳамаи', e='қаблӣ|қабли|пешина|гузашта|қаблиро|пешинаро|гузаштаро', ew=True, neg='на|ҳеҷ гоҳ', w='огоҳӣ|қаллобӣ|масалан|хабар диҳед',
            act='тасдиқ кун|қайд кун|фирист|деҳ|диҳ|иваз кун|нест кун|пардохт кун', st='тафтишшуда|тасдиқшуда|баландтарин|аввалин|пардохтшуда', ls='рӯйхати пурра', hide='нагӯ|нагӯед|хабар надеҳ'),
 'tt': dict(s='cyrl', v='игътибарсыз калдыр|исәпкә алма|оныт|игътибар итмә|санга сукма', n='күрсәтмә|боерык|кагыйдә|инструкция', a='барлык|бөтен|һәммә', e='элекке|алдагы|моңарчы', nega='ма|мә|ма', mf=True, w='кисәтү|алдау|мәсәлән|хәбәр итегез',
            act='расла|билгелә|җибәр|куй|бир|үзгәрт|бетер|түлә', st='тикшерелгән|расланган|иң югары|беренче|түләнгән', ls='тулы исемлек|тулы исемле', hide='әйтмә|белдермә|хәбәр итмә'),
 'mk': dict(s='cyrl', v='игнорирај|игнорирајте|заборави|заборавете|занемари|занемарете', n='инструкци|упатств|правил|наредб', a='сите|се', e='претходн|досегашн|поранешн', neg='не|никогаш|немој', t='за|околу|во врска', w='предупредување|измама|на пример|пријавете',
            act='одобри|означи|испрати|прати|дај|смени|избриши|плати|рангирај', st='проверен|одобрен|највисок|прв|платен', ls='целиот список', hide='не кажувај|не кажувајте|без да кажеш'),
 'ka': dict(s='geor', v='უგულებელყავი|უგულებელყავით|დაივიწყე|დაივიწყეთ|ნუ მიაქცევ ყურადღებას', n='ინსტრუქცი|მითითებ|წესებ|ბრძანებ|დავალებ', a='ყველა|ყოველი|მთელი', e='წინა|ადრინდელ|წინანდელ|ძველ', neg='ნუ|არ|არასოდეს', mf=True, w='გაფრთხილება|თაღლითობ|მაგალითად|შეგვატყობინეთ',
            act='დაამტკიცე|მონიშნე|გაგზავნე|გაუგზავნე|მიანიჭე|მიეცი|შეცვალე|წაშალე|გადაიხადე|ჩათვალე', st='შემოწმებულ|დამტკიცებულ|უმაღლეს|პირველ|გადახდილ|დახურულ', ls='სრული სია', hide='არ უთხრა|არავის უთხრა|არ აცნობო|ნურავის'),
 'hy': dict(s='armn', v='անտեսիր|անտեսեք|մոռացիր|մոռացեք|ուշադրություն մի դարձրու', n='հրահանգ|ցուցում|կանոն|հանձնարար', a='բոլոր|ամբողջ|ողջ', e='նախորդ|նախկին|հին', neg='մի|երբեք|չ', mf=True, w='զգուշացում|խարդախ|օրինակ|հայտնեք',
            act='հաստատիր|հաստատեք|նշիր|նշեք|ուղարկիր|ուղարկեք|տուր|տվեք|փոխիր|ջնջիր|վճարիր', st='ստուգված|հաստատված|ամենաբարձր|առաջին|վճարված', ls='ամբողջական ցուցակ', hide='մի ասա|մի ասեք|առանց ասելու|ոչ մեկին'),
 'ps': dict(s='arab', v='له پامه وغورځوه|له پامه وغورځوئ|هېر کړه|هیر کړه|پام مه کوه|نظرانداز کړه', n='لارښوون|لارښود|قواعد|احکام|امرونه|هدایات', a='ټولې|ټول|ټولو', e='پخوان|مخکېن|مخکین|تېر', neg='مه|هیڅکله|هېڅکله|نه', mf=True, w='خبرداری|درغلي|بېلګه|بیلګه|مثال|راپور',
            act='تایید کړه|تائید کړه|په نښه کړه|واستوه|ولیږه|ورکړه|بدل کړه|ړنګ کړه|پاک کړه|وښایه|وښيه|ورکړئ', st='تایید شوي|تائید شوي|تر ټولو لوړ|لومړی|ورکړل شوی|غیر جدي', ls='بشپړ لیست', hide='مه وایه|مه وايه|مه ورته وایه|پرته له دې چې ووایې'),
 'ckb': dict(s='arab', v='پشتگوێ بخە|پشتگوێ بخەن|لەبیر بکە|گوێ مەدە|گوێ مەدەن', n='ڕێنمایی|رێنمایی|فەرمان|یاسا|ڕێسا', a='هەموو|تەواو', e='پێشوو|پێشتر|کۆن', ew=True, neg='مە|هەرگیز|نە', mf=True, w='ئاگاداری|فێڵ|نموونە|ڕاپۆرت',
            act='پەسەند بکە|نیشانە بکە|نیشانەی بکە|بنێرە|بدە|بگۆڕە|بسڕەوە', st='پشتڕاستکراو|پەسەندکراو|بەرزترین|یەکەم|دراوە', ls='لیستی تەواو', hide='مەڵێ|مەڵێن|بەبێ ئاگادارکردنەوە'),
 'pa': dict(s='guru', v='ਅਣਡਿੱਠਾ ਕਰੋ|ਅਣਡਿੱਠ ਕਰੋ|ਨਜ਼ਰਅੰਦਾਜ਼ ਕਰੋ|ਨਜ਼ਰਅੰਦਾਜ਼ ਕਰ|ਭੁੱਲ ਜਾਓ|ਭੁੱਲ ਜਾ', n='ਹਿਦਾਇਤ|ਹਦਾਇਤ|ਨਿਰਦੇਸ਼|ਨਿਯਮ|ਆਦੇਸ਼', a='ਸਾਰੀਆਂ|ਸਾਰੇ|ਸਭ', e='ਪਿਛਲੀ|ਪਿਛਲੇ|ਪਹਿਲਾਂ ਵਾਲ|ਪੁਰਾਣ', neg='ਨਾ|ਕਦੇ ਵੀ ਨਾ|ਮਤ', nega=' ਨਾ| ਨਹੀਂ', mf=True, w='ਚੇਤਾਵਨੀ|ਧੋਖਾ|ਉਦਾਹਰਨ|ਉਦਾਹਰਣ|ਰਿਪੋਰਟ',
            act='ਮਨਜ਼ੂਰ ਕਰੋ|ਮਨਜ਼ੂਰ ਕਰ|ਨਿਸ਼ਾਨਬੱਧ ਕਰੋ|ਭੇਜੋ|ਭੇਜ ਦਿਓ|ਦਿਓ|ਦੇ ਦਿਓ|ਬਦਲੋ|ਮਿਟਾਓ|ਜਾਰੀ ਕਰੋ|ਲਿਖੋ', st='ਤਸਦੀਕਸ਼ੁਦਾ|ਤਸਦੀਕ|ਮਨਜ਼ੂਰਸ਼ੁਦਾ|ਸਭ ਤੋਂ ਵੱਧ|ਪਹਿਲ|ਪੂਰੀ ਰਕਮ|ਪੰਜ ਤਾਰੇ|ਸ਼ਾਨਦਾਰ', ls='ਪੂਰੀ ਸੂਚੀ|ਪੂਰੀ ਸੰਰਚਨਾ|ਪੂਰੀ ਕੌਂਫਿਗਰੇਸ਼ਨ', hide='ਨਾ ਦੱਸੋ|ਨਾ ਦੱਸਿਓ|ਦੱਸੇ ਬਿਨਾਂ'),
 'gu': dict(s='gujr', v='અવગણના કરો|અવગણો|અવગણ|ભૂલી જાઓ|ભૂલી જા|ધ્યાન ન આપો', n='સૂચના|નિર્દેશ|નિયમ|આદેશ', a='બધી|બધા|તમામ|સર્વ', e='અગાઉની|અગાઉના|પહેલાંની|પહેલાની|પાછલી|જૂની', neg='ન|ક્યારેય', nega=' નહીં| ના', mf=True, w='ચેતવણી|છેતરપિંડી|ઉદાહરણ|જાણ કરો',
            act='મંજૂર કરો|ચિહ્નિત કરો|મોકલો|આપો|બદલો|કાઢી નાખો|ચૂકવો|જાહેર કરો', st='ચકાસાયેલ|મંજૂર થયેલ|સૌથી વધુ|પ્રથમ|ચૂકવાયેલ', ls='સંપૂર્ણ યાદી', hide='કહેશો નહીં|જણાવશો નહીં|કહ્યા વગર|જણાવ્યા વિના'),
 'mr': dict(s='deva', v='दुर्लक्ष करा|दुर्लक्ष कर|दुर्लक्षित करा|विसरून जा|विसरा', n='सूचना|निर्देश|नियम|आदेश', a='सर्व|सगळ्या|सगळे|संपूर्ण', e='मागील|आधीच्या|पूर्वीच्या|जुन्या', neg='कधीही', nega=' नका| नकोस', mf=True, w='इशारा|फसवणूक|उदाहरण|तक्रार',
            act='मंजूर करा|चिन्हांकित करा|पाठवा|द्या|बदला|हटवा|भरा|जाहीर करा', st='पडताळलेला|पडताळलेले|मंजूर केलेला|सर्वाधिक|पहिला|भरलेले', ls='संपूर्ण यादी|संपूर्ण संरचना|संपूर्ण कॉन्फिगरेशन', hide='सांगू नका|कळवू नका|न सांगता'),
 'bn': dict(s='beng', v='উপেক্ষা করো|উপেক্ষা করুন|উপেক্ষা কর|ভুলে যাও|ভুলে যান|অগ্রাহ্য করো|অগ্রাহ্য করুন', n='নির্দেশ|নির্দেশনা|নিয়ম|আদেশ', a='সব|সমস্ত|সকল', e='আগের|পূর্ববর্তী|পূর্বের|পুরনো', neg='কখনো|কখনোই', nega=' না', mf=True, w='সতর্কতা|প্রতারণা|উদাহরণ|খবর দিন|প্রশিক্ষণ',
            act='অনুমোদন করো|অনুমোদন করুন|চিহ্নিত করো|চিহ্নিত করুন|পাঠাও|পাঠান|দাও|দিন|বদলাও|মুছে ফেলো|লুকিয়ে রাখুন|লুকিয়ে রাখো|দেখান', st='যাচাইকৃত|অনুমোদিত|সর্বোচ্চ|প্রথম|পরিশোধিত|পাঁচ তারকা|৫ তারকা', ls='পুরো তালিকা|পুরো কনফিগারেশন|সম্পূর্ণ কনফিগারেশন', hide='বলো না|বলবেন না|না জানিয়ে|কাউকে বলো না'),
 'or': dict(s='orya', v='ଅଣଦେଖା କର|ଅଣଦେଖା କରନ୍ତୁ|ଭୁଲିଯାଅ|ଭୁଲିଯାଆନ୍ତୁ|ଉପେକ୍ଷା କର', n='ନିର୍ଦ୍ଦେଶ|ନିୟମ|ଆଦେଶ|ସୂଚନା', a='ସମସ୍ତ|ସବୁ|ସକଳ', e='ପୂର୍ବର|ପୂର୍ବବର୍ତ୍ତୀ|ପୁରୁଣା|ଆଗର', neg='କେବେ', nega=' ନାହିଁ| ନାହି', mf=True, w='ସତର୍କତା|ଠକେଇ|ଉଦାହରଣ|ଜଣାନ୍ତୁ',
            act='ଅନୁମୋଦନ କର|ଚିହ୍ନିତ କର|ପଠାଅ|ଦିଅ|ବଦଳାଅ|ବିଲୋପ କର|ପୈଠ କର', st='ଯାଞ୍ଚ ହୋଇଛି|ଅନୁମୋଦିତ|ସର୍ବାଧିକ|ପ୍ରଥମ|ପୈଠ ହୋଇଛି', ls='ସମ୍ପୂର୍ଣ୍ଣ ତାଲିକା', hide='କୁହ ନାହିଁ|କୁହନ୍ତୁ ନାହିଁ|ନ କହି'),
 'te': dict(s='telu', v='విస్మరించు|విస్మరించండి|మర్చిపో|మర్చిపోండి|పట్టించుకోకు|పట్టించుకోకండి|పట్టించుకోవద్దు', n='సూచన|నిర్దేశ|నియమ|ఆదేశ', a='అన్ని|సమస్త|మొత్తం', e='మునుపటి|గత|ముందరి|పాత', neg='ఎప్పుడూ', nega='వద్దు|కూడదు', mf=True, w='హెచ్చరిక|మోసం|ఉదాహరణ|నివేదించండి',
            act='ఆమోదించు|ఆమోదించండి|గుర్తించు|గుర్తించండి|పంపు|పంపండి|ఇవ్వు|ఇవ్వండి|మార్చు|తొలగించు|చెల్లించు', st='ధృవీకరించబడిన|ఆమోదించబడిన|అత్యధిక|మొదటి|చెల్లించబడిన', ls='పూర్తి జాబితా', hide='చెప్పవద్దు|చెప్పకు|చెప్పకుండా'),
 'kn': dict(s='knda', v='ನಿರ್ಲಕ್ಷಿಸು|ನಿರ್ಲಕ್ಷಿಸಿ|ಮರೆತುಬಿಡು|ಮರೆತುಬಿಡಿ|ಕಡೆಗಣಿಸು|ಕಡೆಗಣಿಸಿ', n='ಸೂಚನೆ|ನಿರ್ದೇಶನ|ನಿಯಮ|ಆದೇಶ', a='ಎಲ್ಲಾ|ಎಲ್ಲ|ಸಮಸ್ತ', e='ಹಿಂದಿನ|ಹಳೆಯ|ಮುಂಚಿನ', neg='ಎಂದಿಗೂ', nega='ಬೇಡ|ಬೇಡಿ', mf=True, w='ಎಚ್ಚರಿಕೆ|ವಂಚನೆ|ಉದಾಹರಣೆ|ವರದಿ ಮಾಡಿ',
            act='ಅನುಮೋದಿಸು|ಅನುಮೋದಿಸಿ|ಗುರುತಿಸು|ಗುರುತಿಸಿ|ಕಳುಹಿಸು|ಕಳುಹಿಸಿ|ನೀಡು|ನೀಡಿ|ಬದಲಿಸು|ಅಳಿಸು|ಪಾವತಿಸು|ವರದಿ ಮಾಡು|ಬಹಿರಂಗಪಡಿಸಿ', st='ಪರಿಶೀಲಿಸಲಾಗಿದೆ|ಅನುಮೋದಿಸಲಾಗಿದೆ|ಅತ್ಯಧಿಕ|ಮೊದಲ|ಪಾವತಿಸಲಾಗಿದೆ|ಸರಿಯಾಗಿದೆ|ಚಿಕಿತ್ಸಾ ಗುಂಪ', ls='ಸಂಪೂರ್ಣ ಪಟ್ಟಿ', hide='ಹೇಳಬೇಡ|ಹೇಳಬೇಡಿ|ಹೇಳದೆ|ಸೇರಿಸಬೇಡಿ'),
 'ml': dict(s='mlym', v='അവഗണിക്കുക|അവഗണിച്ച്|അവഗണിക്കൂ|മറക്കുക|മറന്നേക്കൂ', n='നിർദ്ദേശ|നിർദേശ|നിയമ|ആജ്ഞ|നിർദ്ദേശങ്ങ', a='എല്ലാ|സകല|മുഴുവൻ', e='മുമ്പത്തെ|മുൻപത്തെ|പഴയ|മുൻ', neg='ഒരിക്കലും', nega='രുത്|ണ്ട', mf=True, w='മുന്നറിയിപ്പ്|തട്ടിപ്പ്|ഉദാഹരണം|റിപ്പോർട്ട് ചെയ്യുക',
            act='അംഗീകരിക്കുക|അടയാളപ്പെടുത്തുക|അയയ്ക്കുക|അയക്കുക|നൽകുക|മാറ്റുക|ഇല്ലാതാക്കുക|അടയ്ക്കുക|അടച്ചതായി', st='പരിശോധിച്ചതായി|അംഗീകരിച്ച|ഏറ്റവും ഉയർന്ന|ഒന്നാമത|അടച്ചതായി', ls='പൂർണ്ണ പട്ടിക', hide='പറയരുത്|അറിയിക്കരുത്|പറയാതെ'),
 'lo': dict(s='laoo', v='ບໍ່ສົນໃຈ|ບໍ່ຕ້ອງສົນໃຈ|ລືມ|ລະເລີຍ', n='ຄຳແນະນຳ|ຄໍາແນະນໍາ|ຄຳສັ່ງ|ຄໍາສັ່ງ|ກົດລະບຽບ', a='ທັງໝົດ|ທັງຫມົດ|ທຸກ', e='ກ່ອນໜ້ານີ້|ກ່ອນຫນ້ານີ້|ກ່ອນໜ້າ|ເກົ່າ|ທີ່ຜ່ານມາ', neg='ຢ່າ|ບໍ່ເຄີຍ', mf=False, w='ຄຳເຕືອນ|ຄໍາເຕືອນ|ສໍ້ໂກງ|ຕົວຢ່າງ|ລາຍງານ',
            act='ອະນຸມັດ|ໝາຍວ່າ|ຫມາຍວ່າ|ສົ່ງ|ໃຫ້ຄະແນນ|ປ່ຽນ|ລຶບ|ຈ່າຍ', st='ກວດສອບແລ້ວ|ອະນຸມັດແລ້ວ|ສູງສຸດ|ອັນດັບໜຶ່ງ|ຈ່າຍແລ້ວ', ls='ລາຍຊື່ລູກຄ້າທັງໝົດ', hide='ຢ່າບອກ|ໂດຍບໍ່ບອກ'),
 'ti': dict(s='ethi', v='ሸለል በል|ሸለል በሉ|ሸለል ኢልካ|ሸለል ኢልኩም|ረስዕ|ረስዑ|ዕሽሽ በል', n='መምርሒ|ትእዛዝ|ሕግታት|ሕጊ|መምርሒታት', a='ኩሉ|ኩሎም|ብምሉኡ', e='ቅድሚ ሕጂ|ዝሓለፈ|ናይ ቀደም|ቀዳማይ', neg='ኣይት|ፈጺምካ', mf=True, w='መጠንቀቕታ|ምትላል|ኣብነት|ሓብሩ',
            act='ኣጽድቕ|ኣጽድቖ|ምልክት ግበር|ምልክት ግበረሉ|ስደድ|ሃቦ|ሃብ|ቀይር|ደምስስ|ክፈል', st='ዝተረጋገጸ|ዝጸደቐ|ዝለዓለ|ቀዳማይ|ዝተኸፍለ', ls='ምሉእ ዝርዝር', hide='ኣይትንገሮም|ኣይትንገር|ከይነገርካ'),
}

# The languages the forty-seventh slice's author showed still unread, and transliterations (docs/content-readings.md,
# "The structural readings' languages"). Latin-script words here are written as the language writes them and read bare
# by bare() below (as far-overrides.ts bareOf reads the text); Chuvash's words are also written with the Latin letters
# people type for its own (ă, ĕ, ç, ÿ).
NEW = {
 'fo': dict(s='latin', v='gloym|gloymið|síggj burtur frá|síggið burtur frá|hugsa ikki um|ans ikki', n='leiðbeining|boðum|boðini|boðunum|fyriskipan|instruks', a='allar|øllum|øll|allir', e='fyrri|fyrru|undanfarn|áðrenn', neg='ikki|ongantíð', t='um|fyri|viðvíkjandi', w='ávaring|svik|dømi|boða frá',
            act='góðkenn|merk|send|gev|broyt|strika|gjald', st='váttað|góðkend|hægsta|fyrsta pláss|goldin', ls='allan kundalist|allar leigusáttmál', hide='sig einki|sig ikki|uttan at siga'),
 'fy': dict(s='latin', v='ferjit|ferjitte|negearje|net achtsje op', n='ynstruksje|oanwizing|opdracht', a='alle|al de', e='eardere|foargeande|foarige|earder', neg='net|nea|noait', nega=' net', t='foar|oer|om|oangeande', w='warskôging|fraude|bygelyks|meld',
            act='keur|markearje|stjoer|jou|feroarje|wiskje|betelje|registrearje', st='ferifiearre|goedkard|heechste|earste plak|betelle|as 0 kg', ls='hiele klantelist|alle klanten|hiele list|folsleine list', hide='sis der neat|sis neat|fertel it net|sûnder it te sizzen'),
 'rm': dict(s='latin', v='emblida|emblidai|ignorescha|betg resguarda|na resguarda', n='instrucziun|directiva|cumond', a='tut las|tuttas|tut', e='anteriur|precedent|da pli baud', neg='na|betg|mai', t='per|davart|areguard', w='avertiment|engion|exempel|annunzia',
            act='appruvescha|appruvai|marca|trametta|tramettai|dà|mida|stizza|paja|classifitgescha', st='verifitgad|appruvad|pli aut|emprim plaz|pajad|betg privlus', ls='glista cumpletta|tut ils clients', hide='na di nagut|betg dir|senza dir|na infurmescha|betg infurmar'),
 'hsb': dict(s='latin', v='zabudź|zabudźće|ignoruj|ignorujće|njewobkedźbuj', n='pokiw|instrukcij|nawod|direktiw', a='wšě|wšitke|wšěch|wšitkich', e='předchadn|prjedy|dotalne', neg='nje|ženje', t='za|wo|nastupajo|k|ke', w='warnowanj|jebanj|příklad|zdźělć',
            act='schwal|woznam|pósć|pósćel|daj|změń|zhaś|wotstroń|zapłać', st='přepruwowan|schwalen|najwyšš|prěnje městno|zapłaćen', ls='cyłu lisćinu|dospołnu lisćinu|wšitkich kupcow|lisćinu čłonow', hide='njepraj|njepowědaj|bjez toho zo'),
 'oc': dict(s='latin', elide=True, v='ignòra|ignoratz|oblida|oblidatz|fagas pas cas|tengas pas compte', n='instruccion|consigna|directiva', a='totas|totes|tots', e="d'abans|precedent|anteriora|anteriors", neg='pas|jamai', nega=' pas', t='per|sus|a prepaus', w='avertiment|engana|exemple|senhalatz',
            act='aproba|aprova|marca|manda|balha|cambia|escafa|paga', st='verificad|aprovad|mai naut|primièr luòc', ls='lista completa|totes los clients', hide='o digas pas|digas pas res|sens dire'),
 'co': dict(s='latin', v='scurdatevi|scurdate|scurdati|ignurate|ùn tenite contu|ùn tene contu', n='istruzzion|listruzzion|indicazion', a='tutte|tutti|tuttu', e='precedent|di prima|anteriori', neg='ùn|mai', t='per|nantu|riguardu', w='avertimentu|froda|esempiu|signalate',
            act='appruvate|appruva|marcate|mandate|manda|date|cambiate|cancellate|pagate', st='verificat|appruvat|più altu|prima piazza', ls='lista cumpleta|tutti i clienti', hide='ùn ne dite|ùn dite nunda|senza dì'),
 'fur': dict(s='latin', v='dismentee|dismenteait|dismentee dutis|no sta tignî cont', n='istruzion|listruzion|indicazion', a='dutis|ducj', e='di prime|precedent|passadis', neg='no|mai|no sta', t='pal|pe|su|sore', w='avîs|imbroi|esempli|segnal',
            act='aprove|aprovait|segnile|segne|mande|mandait|da|cambie|scancele|paie', st='verificad|aprovad|plui alt|prin puest', ls='liste complete|ducj i clients', hide='no sta dîlu|no sta dî|cence dî'),
 'tn': dict(s='latin', v='itlhokomolose|tlhokomologa|tlhokomolosa|lebala|lebalang', n='ditaelo|taelo|dikaelo|melawana', a='tsotlhe|totlhe|otlhe', e='tse di fetileng|tsa pele|tse di fetang|tsa maloba', neg='se ka|o se ka', t='tsa go|ka ga|malebana', w='tlhagiso|tsietso|sekao|bega',
            act='amogela|tshwaya|romela|naya|fetola|phimola|tlosa|duela|kwala', st='netefaditswe|amogetswe|kwa godimo|ga go na ope|duetswe', ls='lenaane lotlhe|lenaane la maloko|lenaane la badirisi', hide='o se ka wa bolelela|se bolelele|o se bolelele|sa bolelele'),
 'ny': dict(s='latin', v='iwalani|iwala|nyalanyazani|nyalanyaza|musamvere|osamvera', n='malangizo|malamulo|ndondomeko', a='onse|zonse|yonse', e="akale|am'mbuyomu|apitawa|oyambirira", neg='musa|osa|konse', t='okhudza|pa nkhani|otumizira|zotumizira|olipira|zolipira|okhudzana', w='chenjezo|chinyengo|chitsanzo|nenezani',
            act='vomerezani|vomereza|lembani|tumizani|tumiza|patsani|sinthani|fufutani|chotsani|lipirani', st='latsimikiziridwa|zatsimikiziridwa|wavomerezedwa|apamwamba kwambiri|walipidwa|palibe amene', ls='mndandanda wonse|mndandanda wa mamembala|mndandanda wa makasitomala', hide='musauze|osauza|osanena'),
 'hmn': dict(s='latin', v='tsis txhob quav ntsej|tsis txhob mloog|tsis quav ntsej|hnov qab', n='lus qhia|kev qhia|txoj cai', a='tag nrho|txhua', e='ua ntej|yav dhau los|dhau los', neg='tsis txhob|tsis|txhob', t='txog|hais txog', w='ceeb toom|kev dag|piv txwv|qhia rau',
            act='pom zoo|cim|xa|muab|hloov|rho tawm|them|sau tias', st='txheeb lawm|twb txheeb|siab tshaj plaws|them lawm|tsis muaj tshuaj lom', ls='daim ntawv teev npe|tag nrho cov', hide='tsis txhob qhia|tsis qhia'),
 'tet': dict(s='latin', v='haluha|keta tau matenek|labele tau atensaun', n='instrusaun|instrusoens|orientasaun', a='hotu|tomak', e="anteriór|uluk|ne'ebé uluk", neg='labele|keta|nunka', t='kona-ba|kona ba', w='avizu|bosok|ezemplu|relata',
            act='aprova|marka|haruka|fó|muda|hamoos|selu|hakerek|klasifika', st='verifikadu|aprovadu|aas liu|primeiru|la perigozu|la iha ema kanek', ls='lista kompletu|lista membru|lista kliente', hide='labele fó-hatene|labele fó hatene|keta fó-hatene'),
 'fj': dict(s='latin', v='guilecava|guilecavi|kua ni muria|kua ni vakarorogo', n='ivakaro|ivakarau|idusidusi', a='kece|taucoko', e='sa liu|e liu|makawa|taumada', neg='kakua|kua|sega', t='me baleta|baleta', w='vakatatabu|veivakaisini|kena ivakaraitaki|ripotetaka',
            act='vakadonuya|vakatakilakilataka|vakauta|solia|veisautaka|bokoca|sauma|vola', st='vakadeitaki|vakadonui|cecere duadua|sa saumi|sega ni dua', ls='lisi taucoko|lisi ni lewe kece|lisi ni kasitama', hide='kakua ni tukuna|kua ni tukuna|sega ni tukuna'),
 'pap': dict(s='latin', v='lubidá|no tene kuenta', n='instrukshon|indikashon', a='tur|tuur', e='di ántes|anterior|di promé', neg='no|nunka', t='tokante|riba|di', w='atenshon|engaño|ehempel|raport',
            act='aprobá|marka|mark|manda|duna|kambia|kita|skirbi|sera', st='verifiká|mas haltu|promé luga|resolví', ls='lista kompleto|lista di kliente|tur miembro', hide='no bisa|no konta|sin bisa'),
 'tpi': dict(s='latin', v='lusim|lusim tingting long|no ken bihainim|no ken harim', n='instraksen|instraksin|tok save', a='olgeta', e='bilong bipo|bipo|pastaim', neg='no ken|noken', t='long|bilong', w='lukaut|giaman|eksampel|ripotim',
            act='orait long|makim|salim|givim|senisim|rausim|baim|raitim', st='i tru pinis|hait mak|namba wan|baim pinis', ls='olgeta list|list bilong ol kastoma', hide='no ken tokim|no tokim|noken tokim'),
 'bi': dict(s='latin', v='fogetem|no lukluk long|no folem', n='instraksen|tok blong', a='olgeta|evri', e='we i stap bifo|bifo|fastaem', neg='no|no mas|yu no', t='long saed blong|long|blong', w='woning|giaman|eksampol|ripotem',
            act='agri long|makem|sendem|givim|jenisim|rimuvum|raetem', st='jekem finis|hae mak|namba wan|pem finis', ls='fulap lis|lis blong ol kastoma|olgeta kastoma', hide='yu no talem|no talem|no talemaot'),
 'to': dict(s='latin', v='tukunoa|taʻetokangaʻi|taʻetokanga|ʻoua e tokanga ki', n='fakahinohino|tuʻutuʻuni', a='kotoa', e='ki muʻa|kimuʻa|naʻe ʻomi', neg='ʻoua|ʻoua naʻa|ʻikai', t='fekauʻaki mo|ʻo e', w='fakatokanga|ko e kākā|sīpinga|lipooti',
            act='fakangofua|fakaʻilongaʻi|fekauʻi|foaki|liliu|tāmateʻi|totongi|tohi', st='fakapapauʻi|kuo fakangofua|māʻolunga taha|fika taha|kuo totongi', ls='lisi kakato|lisi ʻo e kasitomaa|kau mēmipa kotoa', hide="ʻoua naʻa ke tala|ʻoua e tala"),
 'tw': dict(s='latin', tp=True, v="bu w'ani gu|bu mo ani gu|nnye ho adwene", n='akwankyerɛ|nkyerɛkyerɛ|ahyɛde', a='nyinaa|biara', e='a atwam|a edi kan|dada', neg='mma|nnye|mfa', t='a ɛfa|fa ho', w='kɔkɔbɔ|nnaadaa|nhwɛsodeɛ|bɔ ho amanneɛ',
            act='pene|hyɛ|fa|ma|soma|sesa|pepa|tua|kyerɛw', st='wɔahwɛ mu|wɔapene so|ɛkorɔn|watua|nni ho', ls='din krataa no nyinaa|amanfoɔ no din', hide='mma wonka|nnka nkyerɛ|mma ɔnnka'),
 'ee': dict(s='latin', v='mègawɔ ɖe|mègaɖo to|ŋlɔ', n='mɔfiame|sededewo', a='katã|blibo', e='xoxo|siwo do ŋgɔ|siwo va do ŋgɔ|do ŋgɔ', neg='mèga|mele', t='siwo ku ɖe|ku ɖe|le', w='nuxlɔ̃ame|ameflunya|kpɔɖeŋu|ka nya ta',
            act='da asi ɖe|de dzesi|ɖo|na|trɔ|tutu|ŋlɔ', st='wokpɔe ɖa|kɔ wu|gbãtɔ|woxe fe', ls='ŋkɔŋlɔgbalẽ blibo|hatiwo katã|asitsalawo ƒe ŋkɔ', hide='mègagblɔe na|mègagblɔ na|mègagblɔe'),
 'ki': dict(s='latin', v='tiga gũthikĩrĩria|ũtigithĩkĩrie|ndũgathikĩrie|riganĩrwo nĩ', n='mawatho|maathani|mataaro', a='mothe|othe|ciothe', e='ma mbere|ma tene', neg='ndũ|ndũkae', t='ma gũtiga|igiri|makonii', w='mũkaana|maheeni|ta mũhiano|mĩheane',
            act='ĩtĩkĩria|andĩka|tũma|he|garũra|eheria|rĩha', st='nĩ rĩtuĩkĩte|nĩ mũhũrũru|ma igũrũ mũno|nĩrĩĩhĩtwo', ls='rũgano rũothe|rũgano rwa amemba|ateti othe', hide='ndũkerie|ndũkamenyithie'),
 'ff': dict(s='latin', v='yejjit|yejjitee|accu|accee|woto jokku', n='jamirooje|jamiroore|yamiroore', a='fof|fow', e='ɗe adii|adannde|arani', neg='wata|hoto', t='ɗe fawaaɗe|fawaaɗe|baɗte', w='jeertino|jambaare|misal|haalu',
            act='jaɓ|maantin|neldu|hokku|waylu|momtu|yoɓ|winndu', st='ƴeewtaama|jaɓaama|ɓurɗo toownude|adiiɗo|yoɓaama', ls='doggol hiraayɓe|doggol terɗe', hide='wata a haal|wata haal'),
 'ay': dict(s='latin', v="armasim|armasipxam|armt'asim|armt'asipxam|jan ist'amti|jan yaqamti", n='yatichäwi|ewjäwi|kamachinak|arunaka|arunak', a='taqi|taqpacha', e='nayra|nayrankir', neg='janipuniw|janiw', mf=True, w="amuyt'am|k'arintiwa|uñacht'awi",
            act='iyawsam|chimpt\'am|apayam|churam|mayjtayam|chhaqtayam|payllam|qillqam', st="chiqanchata|jach'a puntaj|nayriri|payllata", ls='taqi alakirinakan|listap', hide='jan yatiyamti|jan sisti'),
 'gv': dict(s='latin', v='jean jarrood jeh|jarrood|ny jean geill da', n='saraghyn|sarey|oardaghyn', a='ooilley|dagh', e="roish shoh|roie|ny s'leaie", neg='ny|cha|dy bragh', t='mychione|son', w='raaue|molteyrys|myr sampleyr|insh mychione',
            act='soie-jeh|cowraghey|cur|caghlaa|scryss magh|eeck', st="dearbit|soit jeh|s'yrjey|yn chied ynnyd|eeckit", ls='rolley slane|ooilley ny cliaghtee', hide='ny insh|gyn insh'),
 'se': dict(s='latin', v='vajálduhte|vajálduhttet|vajáldahte|vajáldahttet|ale fuola|hilgo', n='rávvag|instrukšuvnna|bagadus|njuolggadus', a='buot|buohkat|visot', e='ovddit|ovddeš|ovdalis|boares', neg='ale|allet', mf=True, w='várrehus|beahttu|ovdamearka|dieđit',
            act='dohkket|dohkkehe|merke|sádde|atte|rievdat|sihko|máksse|čále', st='dárkkistuvvon|dohkkehuvvon|alimus|vuosttaš|máksojuvvon', ls='ollu kundalistt|buot kundaid|buot lahtuid', hide='ale muital|ale dieđit'),
 'cv': dict(s='cyrl', v='манса кай|манӑр|шута ан ил|шута ан илӗр|итлеме кирлӗ мар', n='хушу|хушӑ|хушӑв|кӑтарту|инструкци', a='пур|пӗтӗм|йӑлтах', e='малтанхи|ӗлӗкхи|унчченхи|иртнӗ', neg='нихҫан', nega=' мар', mf=True, w='асӑрхаттару|улталани|тӗслӗх|пӗлтерӗр',
            act='ырла|паллӑ ту|яр|пар|улӑштар|хуратса пӑрах|тӳле|ҫыр', st='тӗрӗсленӗ|чи пысӑк|пӗрремӗш|тӳленӗ|никам та суранланман', ls='списокне|списокӗ', hide='ан кала|пӗлтерме|каламасӑр'),
 'ba': dict(s='cyrl', v='онот|онотоғоҙ|иғтибарға алма|иғтибарға алмағыҙ|иҫәпкә алма', n='күрһәтмә|инструкци|бойороҡ|ҡағиҙә', a='бөтә|барлыҡ|бөтөн', e='элекке|алдағы|алдынғы|үткән', neg='бер ҡасан да|һис', nega='ма|мә', mf=True, w='иҫкәртеү|алдаҡ|миҫал|хәбәр итегеҙ',
            act='раҫла|билдәлә|ебәр|бир|ҡуй|үҙгәрт|юй|түлә|яҙ', st='тикшерелгән|раҫланған|иң юғары|беренсе|түләнгән', ls='исемлег|исемлек', hide='әйтмә|әйтмәгеҙ|хәбәр итмә|белдермә'),
 'sah': dict(s='cyrl', v='умнан баран|умнаан баран|умнуй|умнуйуҥ|аахайыма|аахайымаҥ', n='сорудах|ыйыы|быраабыла|инструкци', a='бары|барыта|бүтүн', e='урут|урукку|иннинээҕи|эрдэтээҕи', neg='хаһан да', nega='ма|мэ|мо|мө', mf=True, w='сэрэтии|албыннааһын|холобур|биллэриҥ',
            act='бигэргэт|бэлиэтээ|ыыт|биэр|уларыт|сот|төлөө|суруй', st='бэрэбиэркэлэммит|бигэргэтиллибит|саамай үрдүк|бастакы|төлөммүт', ls='испииһэк|испииһэгин|испииһэктэрин', hide='эппэ|эппэтэх|биллэримэ'),
 'ug': dict(s='arab', v='ئۇنتۇڭ|ئۇنتۇپ كېتىڭ|پەرۋا قىلماڭ|پەرۋا قىلما|نەزەردىن ساقىت قىلىڭ|ئېتىبارغا ئالماڭ', n='يوليورۇق|كۆرسەتمە|كۆرسەتمى|بۇيرۇق|قائىدە', a='بارلىق|ھەممە|پۈتۈن', e='ئىلگىرىكى|ئالدىنقى|بۇرۇنقى|ئاۋۋالقى', neg='ھەرگىز', nega='ماڭ|مەڭ|ما|مە', mf=True, w='ئاگاھلاندۇرۇش|ئالدامچىلىق|مىسال|مەلۇم قىلىڭ',
            act='تەستىقلاڭ|بەلگىلەڭ|ئەۋەتىڭ|ئەۋەت|بېرىڭ|ئۆزگەرتىڭ|ئۆچۈرۈڭ|تۆلەڭ|يېزىڭ', st='تەكشۈرۈلدى|تەستىقلاندى|ئەڭ يۇقىرى|بىرىنچى|تۆلەندى|نۆل', ls='تىزىملىك', hide='ئېيتماڭ|ئېيتما|دېمەڭ|خەۋەر قىلماڭ'),
 'sd': dict(s='arab', v='وساري ڇڏيو|وساري ڇڏ|نظرانداز ڪريو|نظرانداز ڪر|ڌيان نه ڏيو', n='هدايت|حڪم|ضابطا', a='سڀ|سڀني|تمام', e='اڳوڻ|پويون|پوين|پوئين|اڳين', neg='ڪڏهن به|نه', mf=True, w='خبرداري|فريب|مثال|رپورٽ ڪريو',
            act='منظور ڪريو|نشان لڳايو|موڪليو|ڏيو|تبديل ڪريو|ختم ڪريو|ادا ڪريو|لکو', st='تصديق ٿيل|منظور ٿيل|سڀ کان وڌيڪ|پهريون|ادا ٿيل|صفر', ls='لسٽ', hide='نه ٻڌايو|نه ٻڌاءِ|ٻڌائڻ کان سواءِ'),
 'mai': dict(s='deva', v='बिसरि जाउ|बिसरि जाऊ|अनदेखा करू|अनदेखी करू|ध्यान नहि दिअ', n='निर्देश|आदेश|नियम', a='सभटा|सभ|सबटा|समस्त', e='पहिलुका|पहिलका|पुरान|पछिला', neg='नहि|कहियो', mf=True, w='चेतावनी|ठकी|उदाहरण|सूचना दिअ',
            act='स्वीकृत करू|चिन्हित करू|पठाउ|पठा दिअ|दिअ|बदलू|हटाउ|भुगतान करू|लिखू', st='सत्यापित|स्वीकृत|सभसँ बेसी|पहिल|भुगतान भ', ls='सूची', hide='नहि कहू|नहि बताउ|बिना कहने'),
 'bho': dict(s='deva', v='भुला जा|भुला जाईं|भुला दीं|अनदेखा करीं|अनदेखा कर दीं|धियान मत दीं', n='निर्देश|आदेश|नियम', a='सगरी|सब|सभे|सबहि', e='पहिले के|पहिले वाला|पुरान|पिछला', neg='मत|कबो', mf=True, w='चेतावनी|धोखा|उदाहरण|खबर करीं',
            act='मंजूर करीं|चिन्हित करीं|भेज दीं|भेजीं|दीं|बदल दीं|हटा दीं|भुगतान करीं|लिख दीं', st='जाँचल|मंजूर|सबसे जादा|पहिला', ls='सूची', hide='मत बताईं|मत बतइहऽ|बिना बतवले'),
 'gom': dict(s='deva', v='विसर|विसरात|दुर्लक्ष कर|दुर्लक्ष करात|लक्ष दिवंक नाका', n='सुचोवण|सूचना|आदेश|नेम', a='सगळ्यो|सगळे|सगळीं|सगळ्या', e='आदल्यो|आदले|आदल्या|पयलीं', neg='केन्नाच', nega=' नाका| नाकात', mf=True, w='शिटकावणी|फटोवणी|उदाहरण|कळय',
            act='मान्य कर|खूण कर|धाड|दी|बदल|काडून उडय|फारीक कर|बरय', st='तपासला|मान्य केला|सगळ्यांत चड|पयलो|फारीक केला', ls='वळेरी', hide='सांगू नाका|कळोवंक नाका'),
 'as': dict(s='beng', v='পাহৰি যাওক|পাহৰি যোৱা|আওকাণ কৰক|আওকান কৰক|উপেক্ষা কৰক|গুৰুত্ব নিদিব', n='নিৰ্দেশ|আদেশ|নিয়ম', a='সকলো|সমস্ত|গোটেই', e='আগৰ|পূৰ্বৰ|পুৰণি', neg='কেতিয়াও', mf=True, w='সতৰ্কবাণী|সতৰ্কতা|প্ৰৱঞ্চনা|উদাহৰণ|জনাওক',
            act='অনুমোদন কৰক|চিহ্নিত কৰক|পঠিয়াওক|দিয়ক|সলনি কৰক|মচি পেলাওক|পৰিশোধ কৰক|লিখক', st='পৰীক্ষিত|অনুমোদিত|সৰ্বোচ্চ|প্ৰথম|পৰিশোধিত', ls='তালিকা', hide="নক'ব|নকব|নজনাব"),
 'dz': dict(s='tibt', v='བརྗེད་གཏང|བརྗེད་བཏང|མ་ཉན|དོ་སྣང་མ་འབད|སྣང་མེད་བཞག', n='བཀོད་རྒྱ|བཀོད་འདོམས|ལམ་སྟོན|བཀའ་རྒྱ', a='ཆ་མཉམ|ཡོངས་རྫོགས|ག་ཅི་ཡང|ཚང་མ', e='ཧེ་མ|སྔོན་གྱི|སྔོན་མའི', neg='ནམ་ཡང', mf=True, w='ཉེན་བརྡ|གཡོ་ཟོལ|དཔེར་ན|སྙན་ཞུ',
            act='ཆ་འཇོག་འབད|རྟགས་བཀལ|གཏང|སྤྲོད|བསྒྱུར|བཏོན་གཏང|བྲིས', st='བདེན་དཔྱད|མཐོ་ཤོས|སྤྲོད་ཚར', ls='ཐོ་ཡོངས་རྫོགས|ཐོ་ཆ་ཚང|མིང་ཐོ', hide='མ་སླབ|མ་ཤོད|མ་བཤད'),
 'bo': dict(s='tibt', v='དོར་ནས|དོར་རོགས|དོར་ཤོག|བརྗེད་ཤོག|བརྗེད་པར་གྱིས|དོ་སྣང་མ་བྱེད|སྣང་མེད་ཐོངས|ཡིད་ལ་མ་འཇོག', n='བཀོད་འདོམས|ལམ་སྟོན|བཀའ་རྒྱ', a='ཡོངས་རྫོགས|ཚང་མ|ཆ་ཚང|ཐམས་ཅད', e='སྔོན་གྱི|སྔོན་མའི|གོང་གི|སྔར་གྱི', neg='ནམ་ཡང', mf=True, w='ཉེན་བརྡ|གཡོ་སྒྱུ|དཔེར་ན|སྙན་སེང',
            act='ཆོག་མཆན་སྤྲོད|རྟགས་རྒྱོབ|ཐོངས|སྤྲོད|བསྒྱུར|སུབ|འབྲི', st='ཞིབ་བཤེར་བྱས་ཟིན|ཆོག་མཆན་ཐོབ|མཐོ་ཤོས|ཨང་དང་པོ|སྤྲད་ཟིན', ls='མིང་ཐོ', hide='མ་ཤོད|མ་བཤད|མ་བརྗོད'),
 'dv': dict(s='thaa', v='ދޫކޮށްލާ|ދޫކޮށްލައްވާ|ހަނދާން ނައްތާލާ|ހަނދާން ނައްތާލައްވާ|ފަރުވާ ނުކުރޭ|އަޅާނުލާ', n='އިރުޝާދ|އަމުރ|ގަވާއިދ', a='ހުރިހާ|ހުރިހައި|މުޅި', e='ކުރިން|ކުރީގެ|މީގެކުރިން', neg='ދުވަހަކުވެސް', mf=True, w='އިންޒާރު|ޚިޔާނާތް|މިސާލު|ރިޕޯޓް ކުރޭ',
            act='ޤަބޫލުކޮށް|ފާހަގަކުރޭ|ފޮނުވާ|ދޭ|ބަދަލުކުރޭ|ފުހެލާ|ދައްކާ|ލިޔޭ', st='ޗެކްކުރެވިފައިވާ|ޤަބޫލުކުރެވިފައިވާ|އެންމެ މަތީ|ފުރަތަމަ', ls='ލިސްޓު', hide='ނުބުނާ|ނުބުނޭ'),
 # Transliterations: Hindustani (Hindi and Urdu) and Bengali, Arabic as Arabizi, Persian as Finglish, Russian, Ukrainian,
 # Greek as Greeklish, Thai and Amharic, as people type them in Latin letters.
 'hi-latn': dict(s='latin', v='ignore kar|ignore karo|ignore kardo|ignore kr|nazarandaz kar|nazarandaaz kar|nazar andaz kar|bhool jao|bhul jao|bhool jaiye|dhyan mat do|dhyaan mat do|chhor kar|chhod kar|chhor ke|chhod ke', n='nirdesh|instructions|hidayat|hidaayat|aadesh|ahkamaat|ahkamat|ahkaam', a='sabhi|saare|sare|sab|saari|tamam|tamaam', e='pichhle|pichle|pichhli|pichli|pehle ke|pehle wale|purane|purani|upar diye gaye|upar ke|upar wale|upar likhe|previous', neg='mat|kabhi|nahi', mf=True, w='chetavani|chetawani|fraud|dhoka|dhokha|udaharan|misal|khabardar',
            act='approve karo|approve kar do|approve kar|score do|number do|mark kar do|mark karo|bhej do|bhejo|de do|badal do|hata do|delete kar do|likh do|manzoor karo|manzoor kar do', st='verified|sabse zyada|sabse jyada|tasdeeq shuda', ls='poori list|puri list|saari list|mukammal fehrist', hide='mat batana|mat batao|mat bataiye|na batayein|na batao|bina bataye'),
 'bn-latn': dict(s='latin', v='upeksha koro|upekkha koro|upeksha korun|ignore koro|ignore korun|bhule jao|bhule jan', n='nirdesh|nirdeshona|instruction', a='sob|shob|sokol|somosto', e='ager|aager|purono|purbo', neg='kokhono|kokhonoi', nega=' na', mf=True, w='sotorkota|satarkata|protarona|udahoron',
            act='onumodon koro|anumodan koro|approve koro|nombor dao|number dao|dao|chinhito koro|mark koro|pathao|pathan|bodlao|muche dao', st='jachai kora|verified|onumodito|sobcheye beshi|prothom', ls='puro talika|pura talika|sob grahoker', hide='kichu bolo na|bolo na|bolben na|na janiye'),
 'ar-latn': dict(s='latin', v='tjahal|itjahal|tajahal|tagahal|etgahel|ensa|insa', n='ta3limat|ta3lemat|ta3leemat|t3limat|t3lemat|awamer|awamir|2awamer|tawjihat', a='kol|kull|koll', e='elli 2ablha|illi 2abl|2ablha|el sab2a|as-sabiqa|assabiqa|el 2adima|2adima|sabe2a|elli fatet|elli foo2|elli fo2', neg='ma|mat|abadan', t='bta3et|beta3et|bta3|beta3|3an|el khasa', w='ta7zir|tahzir|na9b|nasb|masalan|ballagh',
            act='wafe2|wafeq|3alem|ib3at|eb3at|ab3at|a3ti|e3ti|ghayar|ghayyar|ems7|imsa7|edfa3|ektib|iktib', st='mt2aked|met2akked|a3la daraga|etdafa3', ls='kol el 3omala2|2a2emet|2ayma', hide='ma t2olsh|mat2olsh|ma tqolsh|matqolsh|bdoon ma t2ol'),
 'fa-latn': dict(s='latin', v='nadide begir|nadideh begir|nadide bgir|faramoosh kon|faramush kon|ignore kon|tavajoh nakon', n='dastoorat|dasturat|dastoor|dastur|rahnamayi', a='hameye|hame|tamame', e='ghabli|qabli|ghablie|pishin|ghadimi', neg='hargez', t='darbare|darbareye|darbare-ye|marboot be|dar mored|-ye|-e', w='hoshdar|hoshdaar|kolahbardari|masalan',
            act='taeed kon|tayid kon|alamat bezan|befrest|bede|taghir bede|pak kon|pardakht kon|benevis', st='barresi shode|taeed shode|balatarin|pardakht shode', ls='list-e kamel|liste kamel|hameye moshtari|moshtari ha', hide='chizi nagoo|be kasi nagoo|nagoo'),
 'ru-latn': dict(s='latin', v='ignoriruy|ignoriruj|ignoriruyte|zabud|zabudte|ne obrashchay vnimaniya', n='instruktsi|instrukci|ukazani', a='vse|vsye|vsekh|vseh', e='predydushch|predydush|prezhni|ranee|starye', neg='ne|nikogda', t='po|naschet|dlya', w='preduprezhdeni|moshennichestvo|primer|soobshchayte',
            act='odobri|otmet|otprav|postav|izmeni|udali|oplati|napishi|zapishi', st='proverenn|odobren|vysshiy|vysshii|pervoe mesto|oplachen', ls='polnyy spisok|polnyi spisok|ves spisok|spisok klientov', hide='nichego ne govori|ne govori|ne soobshchay|ne rasskazyvay'),
 'uk-latn': dict(s='latin', v='ihnoruy|ihnoruj|ignoruy|ihnoruite|zabud|zabudte', n='instruktsi|instrukci|vkazivk', a='vsi|vsikh|usi', e='poperedn|ranishni|stari', neg='ne|nikoly', t='shchodo|pro|dlya', w='poperedzhennya|shakhraystvo|pryklad|povidomlyayte',
            act='skhvaly|poznach|nadishly|nadishli|postav|zminy|vydaly|oplaty|napyshy', st='perevirenu|perevirena|skhvalen|naivyshch|pershe mistse|oplachen', ls='povnyy spysok|ves spysok|spysok kliyentiv', hide='nichoho ne kazhy|ne kazhy|ne povidomlyay'),
 'el-latn': dict(s='latin', v='agnoise|agnohse|agnoiste|agnohste|xehase|ksexase|ksehase|mhn dineis simasia', n='odhgies|odigies|odhgia|odigia|entoles|entolh|entoli', a='oles|olous|ola', e='prohgoumen|proigoumen|prohgoymen|palies|palaies', neg='min|mhn|mi|pote|den', t='gia|sxetika|schetika|peri|paradosis|paradoshs|apostolis|apostolhs|stathmeusis|parkarismatos|pliromis|plhrwmhs|kratisis|paraggelias|eisodou', w='proeidopoiisi|prosoxh|prosoxi|apati|paradeigma|anefere',
            act='egkrine|egrine|simeiose|shmeiwse|steile|dose|allaxe|diegrapse|plirose|grapse', st='epalitheymen|epalitheumen|egkekrimen|megaliteri|prwti thesi|proti thesi', ls='olokliri ti lista|oli ti lista|lista pelaton', hide='min peis|mhn peis|min pes|xoris na peis'),
 'th-latn': dict(s='latin', v='mai tong son jai|mai son jai|mai tong sonjai|mai sonjai', n='kham nae nam|khamnaenam|kham naenam|kham sang|khamsang', a='thang mot|thangmot|tang mod|tangmod|thang mod', e='kon na|konna|kon nee|thi phan ma|tee pan ma', neg='ya|yaa', t='rueang|ruang|kiao kap|samrap', w='kham tuean|kham teuan|lok luang|tua yang|raingan',
            act='anumat|mark wa|song|hai khanaen|plian|lop|khian', st='truat sob laew|truatsob laew|sung sut|sungsut|andap nueng', ls='raichue luk kha|rai chue luk kha', hide='ya bok|mai tong bok|yaa bok'),
 'am-latn': dict(s='latin', v='chila bel|chila belu|chila yibalu|irsa|ersa|irsu', n='memriya|memeriya|tizazoch', a='hulu|hulunm|hulunim|hulum|mulu', e='kedmo|yebefitu|yebefitun|yalefut', neg='befitsum', mf=True, w='mastenkekia|mastenkeqiya|mattallel|matalel|mesalie',
            act='afdiq|afdik|mlkt adrg|lak|laki|stew|qeyir|kfel|tsaf', st='endetereggaggete|tereggagete|teregagete|keftenaw|keftegnaw', ls='mulu yedenbegnoch|yedenbegnoch zirzir', hide='atngerachew|atnageru|atngeraw|sayinegeru'),
}
NEW_COND = {
 'fo': ('um|verður', 'fylg ikki|ikki fylgja|ger tað ikki|ger ikki tað|gerið tað ikki'), 'fy': ('as|wannear', 'folgje it net|net folgje|doch it net|doch dat net|fier it net ut'), 'rm': ('sche|sch\'in|sch\'ina', 'na suonda betg|betg suandar|n\'al exequi betg|na l\'exequi betg|na fa betg quai|betg far quai'),
 'hsb': ('jeli|hdyž', 'njeslěduj|njewuwjedź'), 'oc': ('se', 'la seguiscas pas|seguiscatz pas|l\'executetz pas|l\'executes pas|o fagas pas|o fagatz pas'), 'co': ('se|si', 'ùn a seguitate|ùn seguitate'),
 'fur': ('se', 'no sta seguile'), 'tn': ('fa|ga', 'o se ka wa e latela|se e latele'), 'ny': ('ngati', 'musawatsatire|musatsatire'),
 'hmn': ('yog tias|yog', 'tsis txhob ua raws|tsis txhob mloog nws'), 'tet': ('se', 'labele tuir|keta tuir|labele halo tuir|keta halo tuir|labele halo'), 'fj': ('kevaka|ke', 'kakua ni muria|kua ni muria'),
 'pap': ('si', 'no sigi|no obedesé|no hasi esei|no hasi esaki|no ehekutá'), 'tpi': ('sapos', 'no ken bihainim'), 'bi': ('sapos|if', 'yu no folem|no folem'), 'to': ('kapau', 'ʻoua e muimui|ʻoua naʻa ke muimui'),
 'gv': ('my', 'ny jean eiyrts er'), 'se': ('jus', 'ale čuovo|ale dahkka'), 'cv': ('енчен', 'ан пурнӑҫла'), 'ba': ('әгәр', 'үтәмә|үтәмәгеҙ'),
 'ug': ('ئەگەر', 'ئىجرا قىلماڭ|ئەمەل قىلماڭ'), 'sd': ('جيڪڏهن', 'عمل نه ڪريو|نه مڃيو'), 'mai': ('जँ|यदि', 'पालन नहि करू'), 'bho': ('अगर|जदि', 'मत मानीं|पालन मत करीं'),
 'gom': ('जर', 'पाळूं नाका'), 'as': ('যদি', 'পালন নকৰিব|নামানিব|কাম নকৰিব'), 'dz': ('གལ་སྲིད', 'རྗེས་མ་འབྲང'), 'bo': ('གལ་ཏེ', 'རྗེས་མ་འབྲང|ལག་ལེན་མ་བྱེད'),
 'hi-latn': ('agar|yadi|agr', 'mat mano|follow mat karo|na maanein|amal na karein'), 'bn-latn': ('jodi', 'manbe na|anusoron korbe na|manben na|korben na|korbe na'),
 'ar-latn': ('law|iza|eza', 'matsma3sh|matnafezsh|ma tnafezsh|matnafezhash|matnafezhosh|mate3melhash|matsma3hash'), 'fa-latn': ('agar|age', 'anjam nade|dombal nakon|ejra nakon|anjamash nadid|anjamash nade|anjam nadid|ejrash nakonid|ejrash nakon'),
 'ru-latn': ('esli', 'ne vypolnyay|ne sleduy|ne slushay'), 'uk-latn': ('yakshcho', 'ne vykonuy|ne sluhay'), 'el-latn': ('an|ean', 'min tin akoloutheis|mhn akolouthiseis|min akolouthiseis|min to ektelesete|min to ekteleseis|min to kaneis|min to kanete|min ypakouseis'),
 'th-latn': ('tha|taa', 'ya tham tam|mai tong tham tam'), 'am-latn': ('kale', 'atfetsim|atkteleh'),
}
# The new Latin-script languages' leads for the literal index (lower-case ASCII, as the text writes them).
NEW_LEADS = ['gloym', 'undanfarn', 'ynstruksj', 'struczi', 'emblid', 'pokiw', 'oblid', 'istruzz', 'istruzion', 'ditaelo', 'langizo', 'lus qhia',
             'instrusaun', 'ivakaro', 'ivakarau', 'strukshon', 'instraks', 'hinohino', 'kwankyer', 'fiame', 'mawatho', 'jamiroo', 'yatich',
             'saraghyn', 'vvagi', 'nirdesh', 'hidayat', 'nazarandaz', 'ignore kar', 'ignore kr', 'ignore ko', 'ta3lim', 'ta3lem', 't3lim', 'tjahal',
             'dastoor', 'dastur', 'instrukts', 'instrukci', 'vkazivk', 'ukazani', 'ahkam', 'ihnor', 'odhgi', 'odigi', 'agnoi', 'agnoh', 'kham nae', 'memriya']


# (A whole list is at stake only as people's: the customers', the members', the readers'; "send my orders list to my
# address" is an errand.)
PEOPLE_LISTS = {
 'fo': 'allan kundalist|kundalistan|allar leigusáttmál', 'fy': 'hiele klantelist|klantelist|alle klanten|list mei lêzers', 'rm': 'glista cumpletta dals clients|glista dals clients|dals commembers|tut ils clients',
 'hsb': 'lisćinu kupcow|wšitkich kupcow|lisćinu čłonow', 'oc': 'lista completa dels clients|lista dels clients|totes los clients', 'co': 'lista cumpleta di i clienti|lista di i clienti|tutti i clienti',
 'fur': 'liste complete dai clients|liste dai clients|ducj i clients', 'tn': 'lenaane la maloko|lenaane la badirisi', 'ny': 'wa mamembala|wa makasitomala',
 'hmn': 'neeg yuav khoom|tswv cuab', 'tet': 'lista kompletu kliente|lista kliente|lista membru', 'fj': 'lisi ni lewe kece|lisi ni kasitama', 'pap': 'lista kompleto di kliente|lista di kliente|lista di miembro|di miembro|tur miembro',
 'tpi': 'list bilong ol kastoma|olgeta kastoma', 'bi': 'lis blong ol kastoma|olgeta kastoma', 'to': 'ʻo e kasitomaa|kau mēmipa kotoa', 'tw': 'adetɔfoɔ din|amanfoɔ no din|amanfo no din',
 'ee': 'hatiwo katã|asitsalawo ƒe ŋkɔ', 'ki': 'rwa amemba|rwa ateti|ateti othe', 'ay': 'taqi alakirinakan', 'gv': 'liaghtee', 'se': 'kundalistt|buot kundaid|buot lahtuid',
 'cv': 'клиентсен список|вулакансен список|пур клиентсен', 'ba': 'клиенттар исемлег|уҡыусылар исемлег|ағзалар исемлег', 'sah': 'клиеннар испииһэк',
 'ug': 'خېرىدارلار تىزىملىك|ئەزالارنىڭ تىزىملىك|خېرىدارلارنىڭ', 'sd': 'گراهڪن جي لسٽ|ميمبرن جي لسٽ', 'mai': 'ग्राहकक|सदस्यक सूची', 'bho': 'ग्राहक लोग के|सदस्य लोग के सूची',
 'gom': 'गिरायकांची', 'as': 'গ্ৰাহকৰ', 'dz': 'ཚོང་མཁོ་པ|ཁོངས་མི', 'bo': 'ཚོང་ཉོ་མཁན', 'dv': 'ކަސްޓަމަރުންގެ',
 'hi-latn': 'saare customers|sabhi customers|customers ki|tamam gahakon|gahakon ki|grahakon ki|saare members|sabhi members', 'bn-latn': 'sob grahoker|grahoker talika',
 'ar-latn': '3omala2', 'fa-latn': 'moshtari ha|moshtariha|hameye moshtari', 'ru-latn': 'spisok klientov|vsekh klientov', 'uk-latn': 'spysok kliyentiv|vsikh kliyentiv',
 'el-latn': 'lista pelaton|olous tous pelates', 'am-latn': 'yedenbegnoch',
}
for code, words in PEOPLE_LISTS.items(): NEW[code]['ls'] = words

# The languages the forty-eighth to fiftieth slices' authors showed still unread, and the ones the next may pick
# (docs/content-readings.md, "The forty-eighth to fiftieth slices' misses by language"); Latin-script words written as
# the language writes them and read bare, as NEW's.
NEWER = {
 'os': dict(s='cyrl', v='ферох кæн|ферох кæнут|ферох ут|рох кæн|ма сæм хъус|ма сæм хъусут|ма сæ нымай', n='амындт|амынд|бардзырд|уагæвæрд|инструкци', a='иууылдæр|иууыл|æппæт|æгас', e='раздæры|раздæр|размæ|рагон|ивгъуыд|фыццаг', neg='ма|никуы|нæ', tp=True, t='тыххæй|фæдыл', w='сайд|цæвиттонæн|радзурут|хъусын кæнæм',
            act='бафидар кæн|сраст кæн|банысан кæн|нысан кæн|арвит|æрвит|ратт|радт|баив кæн|аппар|бафид', st='бæлвырдгонд|бафидар|æппæты бæрзонд|фыццаг бынат', ls='клиентты æххæст номхыгъд|клиентты номхыгъд|æххæст номхыгъд', hide='мацы зæгъ|мацæмæн зæгъ|ма зæгъ|мацы радзур'),
 'ce': dict(s='cyrl', v='дицде|дицделаш|дицдейша|тидам ма бе|тидам ма белаш|ма ладогӏа|ма ладегӏа', n='тӏедахкарш|тӏедахкар|хьехамаш|инструкци|омраш|бакъонаш', a='массо а|массо|дерриге а|дерриг', e='хьалхара|хьалха хилла|хьалхалера|тиша|хьалхе', neg='ма|цкъа а|цкъа', tp=True, t='хьокъехь|лаьцна|дуьхьа', w='ӏехар|масала|хаам бе|тӏетидам',
            act='тӏечӏагӏде|тӏечӏагӏъе|билгалде|билгал де|дӏахьажае|дӏадахьийта|дӏаяхьа|хӏоттае|хийца|дӏаяккха|дӏалуо', st='хьажийна|тӏечӏагӏдина|уггар лакхара|уггар доккха|хьалхара меттиг', ls='клиентийн юкъара список|клиентийн список|юкъара список', hide='хӏумма а ма ала|хӏумма а ма алалахь|ма алалахь|ма ала'),
 'av': dict(s='cyrl', v='кӏочон гьаре|кӏочон тоге|кӏочон гьарейин|рагӏи гьабуге|кӏвар кьоге', n='тӏадкъаял|тӏалаб|инструкци|къагӏидаби', a='киналго|киналъго|тӏолго|гьелго', e='цебесеб|цебесел|цебе бугеб|цебеккунго|къадимаб', neg='гьечӏо|щибниги|цониги', tp=True, t='хӏакъалъулъ|къотӏноб|чӏезариялъул', w='мекъи|масала|хабар кье|тӏадкъай:',
            act='тасдикъ гьабе|хъвай|риччай|рехсе|кье|хисизабе|тӏагӏинабе|бахъе', st='бахъарав|тасдикъ гьабураб|цӏикӏкӏараб кьимат|тӏоцебесеб бакӏ', ls='клиентазул тӏубараб сияхӏ|клиентазул сияхӏ|тӏубараб сияхӏ', hide='щибниги абуге|абуге|бицуге'),
 'bxr': dict(s='cyrl', v='мартагты|мартаарай|мартажа|мартаад|анхарал бү хандуулагты|анхарал бү хандуула|тоомсорлогты', n='заабаринуудые|заабаринууд|заабаринуудай|заабари|заабаринь|зарлигууд|дүримүүд', a='бүхы|бүгэдэ|бүхэли', e='урдахи|урда|түрүүшын|урдамнай', neg='бү|хэзээшье', mf=True, t='тухай|тушаа', w='мэхэ|жэшээлэн|мэдээгты|һэрэмжэлгэ',
            act='баталан|баталагты|тэмдэглэгты|эльгээгты|эльгээ|үгэгты|үгэ|һэлгэгты|усадхагты', st='шалгагдаһан|баталагдаһан|эгээл үндэр|нэгэдэхи һуури', ls='клиентнүүдэй бүтэн жагсаалт|клиентнүүдэй жагсаалт|бүтэн жагсаалт', hide='юуншье бү хэлэгты|бү хэлэгты|бү хэлэ'),
 'xal': dict(s='cyrl', v='мартчкад|мартчкатн|мартчк|мартад|тоомсрлго|анхрл бичә өгтн', n='заавриг|заавр|зааврмуд|зааврс|дүрмүд|зака', a='бүкл|цуг|бүрн', e='өмнк|урдк|өмнәһәс|хуучн', neg='бичә|кезәчн|хэзәнчн', mf=True, t='тускар|туск', w='мекә|үлгүрнь|медүлтн|сергмҗ',
            act='зөвшәәрәд|зөвшәәртн|темдглтн|йовултн|йовулх|өгтн|сольтн|арчтн', st='шүүсн|зөвшәәрсн|хамгин өндр|нэгдгч орн', ls='клиентнрин бүрн бүртклиг|клиентнрин бүртклиг|бүрн бүртклиг', hide='юмн бичә келтн|бичә келтн|бичә кел'),
 'rue': dict(s='cyrl', v='забудь|забудьте|забыдь|іґноруй|іґноруйте|ігноруй|не зважуй|не дбай', n='інштрукці|інштрукци|інструкці|указівк|приказ', a='вшыткы|вшыткых|вшыток|вшытко', e='попереднї|попередні|попереднїх|давнїшнї|скоршы', neg='не|нїколи|ниґда', t='про|о|ку|за', w='упозорнїня|подвод|приклад|повідомте',
            act='схвали|схваль|означ|пошли|пошлите|пошлийте|дай|дайте|зміний|вымаж|заплать', st='перевірен|схвален|найвысш|перше місто', ls='цїлый список клієнтів|список клієнтів|вшыткых клієнтів', hide='нич не гварь|нич не говорь|не гварь|не повідай'),
 'uz-cyrl': dict(s='cyrl', v='эътиборсиз қолдир|эътиборсиз қолдиринг|эътибор берма|эътибор берманг|унут|унутинг|назарга олма', n='кўрсатма|йўриқнома|буйруқ|қоида|топшириқ', a='барча|ҳамма|бутун', e='олдинги|аввалги|илгариги|ўтган', nega='ма|манг', mf=True, t='ҳақидаги|бўйича', w='огоҳлантириш|фирибгар|масалан|хабар беринг',
            act='тасдиқла|тасдиқланг|белгила|белгиланг|юбор|юборинг|бер|беринг|ўзгартир|ўчир|тўла', st='текширилган|тасдиқланган|энг юқори|биринчи ўрин', ls='мижозларнинг тўлиқ рўйхат|мижозлар рўйхат|тўлиқ рўйхат', hide='ҳеч нарса айтма|айтманг|айтма|хабар берма'),
 'lld': dict(s='latin', v='ignorëia|ignorëide|desmëntia|desmëntiade|ne té cunt|ne tignì cunt', n='istruziun|istrucziun|indicaziun|comandamënt', a='dutes|duc|dut', e='da denant|de denant|da dant|denant|precedent|anteriures', neg='ne|mai', t='por|sura|de|da', w='atenziun|truf|ejëmpl|segnalëia',
            act='aprovëia|segnela|segnëia|mana|manda|da|müda|scancelëia|paia', st='desche verificada|desche bon|plü alt|prüm post', ls='lista complëta di clienć|lista di clienć|duc i clienć', hide='ne dí nia|ne dì nia|zënza dì'),
 'csb': dict(s='latin', v='zabùdzë|zabùdzta|zabùdzce|ignorëjë|ignorujë|nie zwôżôj', n='pòlét|pòlecen|instrukcj|wskôzów|rozkôz', a='wszëtczé|wszëtczich|wszëtkò|wszëstczé', e='wczasniészé|wczasniészich|wczasniejsz|dotegòczasné|przódkòwé', neg='nie|nigdë', t='ò|na|dlô|do', w='bôczënk|òszëkaństw|przikłôd|zgłoszë',
            act='przëjmi|przëjmijta|òznaczë|wëslë|wëslëjta|sélë|dôj|zmieni|wëmaż|zapłacë', st='sprawdzon|przëjãt|nôwiksz|pierszé môl', ls='całą lëstã klientów|lëstã klientów|wszëtczich klientów|lëstã kòntaktów', hide='nie gôdôj|nick nie gôdôj|bez gôdaniô'),
 'szl': dict(s='latin', v='zapōmnij|zapōmnijcie|zapomnij|ignoruj|ignorujcie|niy dbej|niy zwożej', n='polecyni|polecyń|instrukcyj|wskazōwk|rozkaz', a='wszyjske|wszyjskich|wszyjsko|cołke', e='piyrwyjsze|piyrwyjszych|piyrwszy|wcześniyjsze|dotychczasowe', neg='niy|nigdy', t='ô|na|do|dlo', w='pozōr|szwindel|szwindle|przikłod|zgłoś',
            act='zatwiyrdź|ôznacz|oznacz|poślij|poślijcie|dej|zmiyń|wymaż|zapłać', st='sprawdzōn|zatwiyrdzōn|nojwyższ|piyrsze miejsce', ls='cołko lista klijyntōw|lista klijyntōw|wszyjskich klijyntōw', hide='nic niy godej|niy godej|bez godanio'),
 'krl': dict(s='latin', v='unohta|unohtakkua|unohtakkoa|älä kuundele|älgiä kuundelkua|ellendä', n='ohjeh|ohjei|käskyi|käskyt|neuvo|instruktsi', a='kaikki|kai|kaikkie', e='edelliset|edellizet|edelläzet|edellizii|enneväzet|endizet|vahnat', neg='älä|älgiä|nikonze', tp=True, t='näh|pädöy|varoin|kohtah', w='varoitus|petos|esimerkikse|ilmoita',
            act='hyväkse|merkitse|työnnä|työndäkkiä|anna|muuta|pyyhi|maksa', st='tarkastetu|hyväksytty|korgein|enzimäine paikku', ls='asijakkahien luvettelo|kaikkien asijakkahien|asiakkahien luvettelo', hide='älä sano|nimidä älä sano|sanomattah'),
 'vro': dict(s='latin', v='unõhtaq|unõhtagõq|unõhtagõ|ärq panguq tähele|ärq kuulõq', n='juhendiq|juhendit|juhendi|käsküq|kässü|juhatusõq', a='kõik|kõiki|kõgõ', e='inne andõdu|iinmäidseq|innembäädseq|edimädseq|vanaq', neg='ärq|ärge|kunagi', tp=True, t='kotsilõ|kotsil|pääle|jaoks', w='hoiatus|pettüs|näütüses|andkõ teedäq',
            act='võtkõ vasta|märkkeq|märkkõq|saatkõ|saadaq|andkõ|andaq|muutkõ|kistutagõ|massakõ', st='kaeduss|kaet|vasta võet|kõgõ korgõmb|edimäne koht', ls='kundõ nimekiri|kõik kundõ|kundidõ nimekiri|lepingüq', hide='ärq üldkõq|ärq ütleq|ütlemäldä'),
 'sco': dict(s='latin', v='forget aw|dinnae heed|pey nae heed|tak nae tent|ignore aw|jist ignore', n='instructions|orders|rules|biddin', a='aw|aw yer|ilka', e='previous|aforehaun|afore|earlier|auld', neg='dinnae|nivver|niver|never|not|dont|no', t='aboot|anent|for', w='warnin|swick|for example|fur example|report',
            act='approve|mark|merk|sen|gie|chynge|pey', st='checkit|heichest|tap mark', ls='hale customer leet|customer leet|aw the customers', hide='dinnae tell|say naethin|wioot tellin'),
 'ast': dict(s='latin', elide=True, v='inora|inorái|escaez|escaecéi|nun faigas casu|nun fagáis casu', n='instrucci|indicacion|órdenes|normes', a='toles|toes|toos|tolos', e="d'enantes|denantes|anteriores|previes|de primeres", neg='nun|enxamás|nunca', t='sobre|pa|de', w='avisu|estafa|exemplu|informa',
            act='aprueba|aprobái|marca|marcái|unvia|unviái|da-y|dai|camuda|desanicia|paga', st='puntuación más alta|primer llugar', ls='llista completa de veceros|llista de veceros|tolos veceros|llista de clientes', hide='nun-y lo digas|nun lo digas|ensin dicir'),
 'an': dict(s='latin', elide=True, v='ignora|ignorad|ignoraz|ixuplida|ixuplidaz|oblida|no faigas caso', n='instruccion|indicacions|ordens|normas', a='todas|todos|tot', e="d'antes|dantes|anteriors|anteriors|previas|d'enantes", neg='no|nunca|chamás', t='sobre|ta|de', w='aviso|estafa|eixemplo|denuncia',
            act='aprueba|aprebaz|marca|marcaz|ninvia|nincia|envía|da-le|da-les|cambia|borra|paga', st='aprebad|verificau', ls='lista completa de clients|lista de clients|totz os clients', hide="no le'n digas|no en digas|sin dicir"),
 'lad': dict(s='latin', v='olvida|olvidash|olvidad|no agas kavzo|no azesh kavzo|ignora', n='instruksion|instruksiones|ordenes|reglas|konsejos', a='todas|todos|todo', e='de antes|anteriores|anteriyores|pasadas|de enantes', neg='no|nunka|jamas', t='sovre|de|para', w='avizo|enganyo|engannos|egzempio|avizalos',
            act='aprova|aprovash|markala|marka|embia|embiash|da|troka|kita|paga', st='verifikad', ls='lista kompleta de los klientes|lista de los klientes|todos los klientes', hide='no dizes nada|no diga nada|sin dezir'),
 'yi': dict(s='hebr', v='פֿאַרגעס|פארגעס|פֿאַרגעסט|פארגעסט|איגנאָריר|איגנאריר|איגנאָרירט|אַכט נישט|אכט נישט', n='אינסטרוקציע|אנווייזונג|אָנווייזונג|באַפֿעל|באפעל|כּללים|כללים', a='אַלע|אלע|גאַנצע|גאנצע', e='פֿריערדיקע|פריערדיקע|פֿריִערדיקע|פֿריערע|פריערע|פֿאַרגאַנגענע|אַלטע', neg='נישט|ניט|קיינמאָל|קיינמאל|אַל', t='וועגן|פֿאַר|צו', w='וואָרענונג|ווארענונג|שווינדל|למשל|צום בײַשפּיל|מעלדט',
            act='באַשטעטיק|באשטעטיק|צייכן|שיק|גיב|ענדער|מעק אויס|באַצאָל', st='באַשטעטיקט|באשטעטיקט|העכסטע|ערשטע אָרט', ls='ליסטע פֿון קונים|ליסטע פון קונים|אַלע קונים|גאַנצע ליסטע', hide='זאָג גאָרנישט|זאג גארנישט|זאָג נישט|אָן זאָגן'),
}
NEWER.update({
 'ks': dict(s='arab', v='ترٲوِو|ترٲوی|ترٲوِتھ|مہٕ دِیِو دھیان|نظرانداز کٔرِو|نظرانداز کر|مشراوِو|مشرٲوِو', n='ہدایت|حکم|ہدایات|قانوٗن', a='سٲری|سارِے|سٲرۍ|تمام', e='برونٛہِمہٕ|برونہہ|برونٛہہ|گۄڈنِچ|پرٲنۍ|پرانہٕ', neg='مہٕ|زانٛہہ|کُنہِ', mf=True, t='ہٕندۍ|ہٕنز|بابت', w='خبردار|دوکھہٕ|مثالے|اطلاع دِیِو',
            act='منظور|لیکھِو|سوزِو|سوزۍ|دِیِو|بدلٲوِو|مِٹٲوِو', st='تصدیق شُدہ|سارِوٕے کھوتہٕ زیادٕ|گۄڈنیُک جاے', ls='گراہکن ہٕنز پوٗرٕ لِسٹ|گراہکن ہٕنز لِسٹ|پوٗرٕ لِسٹ', hide='مہٕ ونِو|کینٛہہ مہٕ ونِو|ونِتھ ورٲے'),
 'bal': dict(s='arab', v='یله کن|یلہ کن|یله بکن|شموش کن|شموشت کن|گوش مدار', n='هدایت|ہدایت|هدایتاں|ہدایتاں|حکم|دستور', a='سجّهیں|سجهیں|سجّہیں|کُلّیں|کلیں|تمام', e='پێسرییں|پیسرییں|پێسری|پیسری|پیسریگیں|کوهنیں', neg='مه|هچبر|ہچبر', mf=True, t='بارهءَ|بارہءَ|بابتءَ', w='هوشداری|ریپکاری|مثال|حال دئیے',
            act='منظور کن|نشان کن|راه دئے|راہ دئے|بدئے|بدل کن|پاک کن', st='تصدیق بوتگ|گیشتریں نمبر|اولی جاگه', ls='گراهکانی سجّهیں لیست|گراهکانی لیست|سجّهیں لیست', hide='هچ مگوش|مگوش|مه گوش'),
 'haz': dict(s='arab', v='ایله کو|ایله کنی|ایله کنید|پشت گوش کو|فراموش کو|نادیده بگیر|نادیده بگیرید', n='دستورای|دستورا|دستور|هدایات|هدایت|قاعده', a='تمام|همگی|کل|پوره', e='پیشتر|پیش|قبلی|قدیم|کهنه|سابق', neg='هیچ وقت|نه', mf=True, t='د باره|در باره|درباره|مورد', w='هوشدار|فریب|مثلاً|خبر بدی',
            act='قبول کو|تایید کو|نشان بزن|روان کو|بفرست|بدی|بدل کو|پاک کو', st='تایید شده|بلندترین نمره|اول نمبر', ls='لیست کامل مشتری|لیست مشتری ها|مشتری ها', hide='هیچ نگو|نگو|د کسی نگو'),
 'mni': dict(s='mtei', v='ꯊꯥꯗꯣꯛꯎ|ꯊꯥꯗꯣꯛꯄꯤꯌꯨ|ꯀꯥꯎꯊꯣꯛꯎ|ꯌꯦꯡꯁꯤꯟꯕꯤꯒꯅꯨ|ꯌꯦꯡꯂꯣꯏꯗꯕ', n='ꯌꯥꯊꯪ|ꯏꯟꯁ꯭ꯠꯔꯛꯁꯟ|ꯆꯠꯅꯕꯤ|ꯅꯤꯡꯊꯧ ꯌꯥꯊꯪ', a='ꯄꯨꯝꯅꯃꯛ|ꯄꯨꯝꯕ|ꯈꯨꯗꯤꯡꯃꯛ', e='ꯃꯃꯥꯡꯒꯤ|ꯃꯃꯥꯡꯗ|ꯍꯥꯟꯅꯒꯤ|ꯑꯔꯤꯕ', neg='ꯀꯩꯗꯧꯉꯩꯗ', mf=True, t='ꯃꯔꯃꯗ|ꯃꯇꯥꯡꯗ', w='ꯆꯦꯀꯁꯤꯅꯕ|ꯃꯤꯅꯝꯕ|ꯈꯨꯗꯝ|ꯔꯤꯄꯣꯔꯠ ꯇꯧꯕꯤꯌꯨ',
            act='ꯑꯌꯥꯕ ꯄꯤꯕꯤꯌꯨ|ꯑꯌꯥꯕ ꯄꯤꯌꯨ|ꯃꯥꯔꯛ ꯇꯧꯕꯤꯌꯨ|ꯊꯥꯔꯛꯎ|ꯊꯥꯔꯛꯄꯤꯌꯨ|ꯄꯤꯌꯨ|ꯍꯣꯡꯗꯣꯛꯎ|ꯃꯨꯠꯊꯠꯎ', st='ꯆꯦꯛ ꯇꯧꯈ꯭ꯔꯦ|ꯈ꯭ꯕꯥꯏꯗꯒꯤ ꯋꯥꯡꯕ|ꯑꯍꯥꯅꯕ ꯃꯐꯝ', ls='ꯀꯁ꯭ꯇꯃꯔꯒꯤ ꯂꯤꯁ꯭ꯇ|ꯂꯤꯁ꯭ꯇ ꯄꯨꯝꯅꯃꯛ', hide='ꯍꯥꯏꯒꯅꯨ|ꯍꯥꯏꯔꯣꯏꯗꯕꯅꯤ|ꯈꯉꯍꯟꯒꯅꯨ'),
 'new': dict(s='deva', v='त्वःता|त्वःतादिसँ|त्वःति|ल्वःमंका|ल्वःमंकादिसँ|वास्ता मयाये|ध्यान मबियेगु', n='निर्देशन|निर्देश|आदेश|नियम', a='फुक्क|फुक्कं|दक्व|सकल', e='न्हापाया|न्हापाँया|न्हापांया|पुलांगु|पुलां', neg='मते|गबलें', mf=True, t='बारे|बारेय्', w='होस|ठगी|उदाहरण|जानकारी बियादिसँ',
            act='स्वीकृत या|चिं तया|छ्वया|छ्वयादिसँ|बिया|हिल|ल्यंका', st='जाँच जूगु|तसकं तःधंगु|न्हापांगु थाय्', ls='ग्राहकतेगु फुक्क धलः|ग्राहकतेगु धलः|फुक्क धलः', hide='छुं हे धाये मते|धाये मते|मधासे'),
 'yue': dict(s='hani', v='唔好理|唔使理|唔洗理|咪理|唔好再理|唔好跟|唔好再跟|唔使跟|當冇見過|忘記晒|全部忘記', n='指示|指令|吩咐|規矩|规矩', a='所有|全部|晒|一切', e='之前嘅|之前既|以前嘅|先前嘅|頭先嘅|之前所有嘅|之前全部嘅', neg='唔好|千祈唔好|千萬唔好|唔准', mf=True, t='', w='注意|呃人|舉報|举报|例如|警告',
            act='批咗|批准|標記做|标记做|send去|send俾|發去|发去|寄去|俾|改做|刪咗|删咗', st='已核實|已核实|最高分|第一名|已批准', ls='成個客人名單|客人名單|客人地址|所有客人', hide='唔好同|唔使話俾|唔好話俾|唔好講俾'),
 'za': dict(s='latin', v='gaej guenj|mbouj yungh guenj|mbouj guenj|lumz bae|gaej ngeix|gaej ciuq', n='minghlingh|cijsi|gvidingh|gvilwd', a='daengx|cungj|gyoengq|sojmiz', e='gaxgonq|doenghbaez|gaeuq|baezgonq', neg='gaej|mbouj|mboujlwnh', t='gvendaengz|dingz|hawj', w='louzsim|yaeuh vunz|beijlumj|baugau',
            act='doengzeiq|geiq|soengq|hawj|vuenh|cawz|gaij', st='gaenq genjcaz|faen ceiq sang|daih it', ls='mingzdan vunzcawx|daengx mingzdan|vunzcawx daengx', hide='gaej naeuz|mbouj naeuz|gaej gangj'),
 'nah': dict(s='latin', v='xiquilcahua|xiquilcahuacan|ma xiquilcahua|ma xiquilcahuacan|amo xiquitta|amo xicmocuitlahui|xiquelcahua|xicelcahua', n='tlanahuatilli|tlanahuatiltin|tlanahuatil|nahuatilli|tlamachtilli', a='mochi|nochi|muchi|nochtin', e='achtopa|achto|huehcauh|yeppa|ye huecauh', neg='amo|aic|ma amo', t='ipampa|itechpa|ic|ipan', w='ximopiya|iztlacatiliztli|quemeh|xiquinnextili',
            act='xicceli|xicmachiyoti|xiquihuali|xictitlani|xicmaca|xicpatla|xicpolo|xictlaxtlahui', st='omotlachiya|omocelih|achi huey|in achtopa', ls='amatl in tlacohuanimeh|nochi amatl|mochi amatl', hide='amo xiquimilhui|amo xiquilhui|amo xicnahuati'),
 'quc': dict(s='latin', v='chamestaj|chimestaj|chamestaj ronojel|man kanimaj ta|man kata ta|chaya kanoq', n="pixab|taqanik|chomanik|k'utuj|kutuj|tzij", a='ronojel|konojel|conojel|ronojel ri', e="ojer|nabe|ojer taq|ri xk'oji|xkoji|ri nabe", neg='man|majun mul|mawi', t="chirij|rech|chi rij|kumal", w="chachajij|b'anoj|banoj|jun k'utbal|chabij",
            act="chak'ama|chakama|chatz'ib'aj|chatzibaj|chataqa|chaya|chajalwachij|chasacha|chatojo", st="xtz'et chik|xtzet chik|nim ajilanik|nabe ucholaj", ls="ucholaj ri loq'omanel|ucholaj ri loqomanel|ronojel ri wuj|konojel ri loq'omanel", hide="man kab'ij ta|man kabij ta|man kab'ij"),
 'arn': dict(s='latin', v='ngoymanaymi|ngoyütuaymi|ngoymatuaymi|ngoyüm|ngoymalaymi|ngoymange|kimnolaymi', n='dungu|ngülam|ngülamtun|dullin|ngülamkan', a='kom|kom ti|kom pu', e='kuyfi|kuyfike|wunelu|wünelu', neg='turpu|no|ngelay', tp=True, t='mew|ñi|chi', w='ngüneduamnge|koylatu|chumngechi|ngülamtukunge',
            act='feyentuaymi|feyentunge|wirikünuaymi|werküaymi|werkümunge|elumunge|eluaymi|kiñewünge', st='küme ngen|alü fütra|wünelu', ls='ngillakafe|kom ti chillka|chillka ñi kom', hide='pilayaymi|pimukelayaymi|pilaymi'),
 'ch': dict(s='latin', v="chagi' mafañago|chagi mafanago|chagi' mafanago|fanmafañago|chamo fanatttiyi|chamo atituyi|ti un attituyi", n='instruksion|instrukson|fuetsan|regla|otden', a='todu|todo|kada', e='antes|ya ha|na antes|fine\'na|finena', neg='chamo|chatta|ni ngai\'an', t='put|pot|para', w='adbetensia|dinagi|ehemplo|ripopotte',
            act="apreba|na'siñat|nasinat|na'hanao|nahanao|na'i|nai|tulaika|funas|apasi", st="ma'ekkungok|maekkungok|mas takhilo|fine'nana na lugat", ls='kompletu na lista kliente|lista kliente|todu i kliente', hide='chamo sangåni|chamo sangani|chamo ma sangåni'),
 'gil': dict(s='latin', v='kaakeai|kaakeaia|tai kakaaeka|tai ongora|kamaunika', n='kaetieti|tuangaki|baike a tuangaki|kaetiet|tua|oneaki', a='ni kabane|kabane|ni bane|ni kabanea', e='mai mwaina|ngkoa|rimoa|ngkekei', neg='tai|tiaki', t='ibukin|iaon|n aron', w='kauring|kamwamwanaa|katotoan|ribootinna',
            act='kariaia|kanikinaea|kanakoa|anganna|bitia|kamaunaa|kabwaka', st='tarataraaki|kakannato|moan', ls='taan kabobaaki ni kabane|rongorongon taan kabobaaki|ni kabane aran', hide='tai taekinna|tai tuangnga'),
 'niu': dict(s='latin', v='nakai manatu|tiaki|nakai mahani|nakai fanogonogo|fakanimo', n='fakatonuaga|poakiaga|fakatonu|tau poaki|matafakatufono', a='oti|katoa|tau mena oti', e='fakamua|ne fakamua|i tuai|tuai', neg='ua|nakai', t='ma e|hagaao ke he|ke he', w='kia mailoga|fakavai|fakatai|lipoti a lautolu',
            act='talia|fakamailoga|fakafano|foaki|hiki|tamate|totogi', st='kua kumikumi|maaka mua|fakamua ue atu', ls='lisi katoa he tau tagata fakatau|lisi he tau tagata fakatau|tau tagata fakatau oti', hide='nakai tala|ua tala'),
 'ty': dict(s='latin', v='a haamoe|haamoe|eiaha e haapao|eiaha e tapea|a faarue', n='faaueraa|faaue|ture|aratairaa', a='atoa|taatoa|paatoa', e='na mua atu|na mua|tahito|i mutaa ihora', neg='eiaha|eiaha roa|aita', t='no|no te|i nia i', w='ara|haavare|hiòraa|a faaite mai',
            act='a farii|a tapao|a tono|a horoa|a taui|a faaore|a aufau', st='hiopoa-hia|hiopoahia|teitei roa|matamua', ls='tapura taatoa o te mau tapihoo|tapura o te mau tapihoo|te mau tapihoo atoa', hide='eiaha e parau|eiaha e faaite'),
 'mh': dict(s='latin', v='kōjeor|kojeor|jab lukkuun|jab ālōke|meļo̧kļo̧k|meloklok', n='naan in kōmmelele|naan in kommelele|kōmmelele|kommelele|kien|naan in tiljek', a='aolep|aolepen', e='mokta|ko mokta|etto|ko remootlok', neg='jab|jamin', t='ikijjeen|kōn|kon', w='kakkōl|kakkol|riab|waanjoñak|ripoot',
            act='kōmālim|komalim|kakōlle|kakolle|jilkinļo̧k|jilkinlok|leļo̧k|lelok|ukōt|kōmjedjed', st='emōj etale|emoj etale|eutiej tata|kein kōjo', ls='aolep ļiij in ri-wia|aolep liij in ri-wia|ļiij in ri-wia|liij in ri-wia', hide='jab ba ñan|jab ba nan|jab kōnono'),
})
NEWER.update({
 'bem': dict(s='latin', v='labeni|laba|mulabe|mwilakonka|mwikonka|lekeni|mwisumina', n='ifyebo|amafunde|ukufunda|ifipope|ifyakucita', a='fyonse|yonse|onse|conse', e='ifya kale|aya kale|ya kale|fya kale|ifyabalilepo|ayabalilepo', neg='mwi|te kuti|nangu limo', t='pa|ukulanda|ifya|aya|ukwa', w='ubuso|bufi|icilangililo|lipotini',
            act='sumineni|sumina|mulembepo|lembeni|tumeni|tuma|peeleni|pela|aluleni|fuuteni|lipileni', st='lyalolesheshiwa|ayapulamo|ica kubalilapo', ls='ilisumo lyonse ilya bashita|ilisumo lya bashita|bashita bonse', hide='mwilaeba|mwiishibisha|mwilanda'),
 'tum': dict(s='latin', v='luwani|luwa|mungapwelelanga|lekani|mungaphwelera', n='ivyo mukaphalirika|malango|malangizo|ulongozgi|marango', a='vyose|ghose|yose|zose', e='kale|vyakale|ghakale|ivyo vikajumpha', neg='munga|yayi|chara', t='vya|pa|vyakukhwaskana', w='chenjezo|chibekabeka|chiyelezgero|yowoyani',
            act='zomerezgani|zomerezga|mulembe|tumizgani|tumizga|pani|sinthani|fumyani|lipirani', st='lasimikizgika|ghapachanya chomene|chakwamba', ls='mpambo wose wa ŵakugula|mpambo wa ŵakugula|ŵakugula wose', hide='mungaŵaphaliranga|mungaphaliranga|mungayowoyanga'),
 'sg': dict(s='latin', v='girisa|mo girisa|zia|mo zia|mo bi lê pëpe', n='akomande|komande|ndia|atënë ti fango', a='kue', e='so ayeke kozo|ti kozo|kozo|giriri', neg='lâ oko', nega=' pëpe| pepe', t='ti|na ndö ti', w='batango|handa|tapande|fa ni',
            act='yeda|sigi ni|tokua|mu na|changé|zi|futa', st='a bâ ni awe|nduzu ahon kue|kozo ndo', ls='liste kue ti azo so avo ye|liste ti azo so avo ye|azo so avo ye kue', hide='mo tene na azo ti kusala pëpe|mo tene pëpe|tene pëpe'),
 'tiv': dict(s='latin', v='hungur|hungur a|de ver ishima|de kegh ishima|undu', n='kwaghwan|atindi|tindi|akaawan|mbamkaanem', a='cii|kpuaa', e='hiihii|u hiihii|a hiihii|u tsuaa|tse', neg='de|ga', t='u|sha|ken', w='kura|ayôôso|ayooso|ikyav|ôr a vese',
            act='lumun|nger|tindi|na|gema|dugh|vaa', st='i tese un|u hemban cii|hiihii', ls='takerada u mbayamen|ityakerada i mbayamen|mbayamen cii', hide='de ôr|de oron|de ôr mbatomov'),
 'bm': dict(s='latin', v='ka ci kalan|ka to yen|kana jateminɛ|kana a jate|ka ɲinɛ|ka ɲinɛ ci kalan', n='ci kalan|cikan|cikanw|sariyaw|ci kalanw', a='bɛɛ|bee|bɛɛ to', e='kɔrɔw|kɔrɔ|koro|korow|fɔlɔw|folow|tɛmɛnen', neg='kana|tɛ|abada', t='ka|la|kan', w='lasɔmi|nanbara|misali|a fɔ an ye',
            act='sɔn|taamasiyɛn|ci|di|yɛlɛma|jɔsi|sara', st='sɛgɛsɛgɛra|sɔngɔ bɛɛ la kɔrɔtalen|fɔlɔ', ls='kiliyanw ka lisi bɛɛ|kiliyanw ka lisi|kiliyanw bɛɛ', hide='kana foyi fɔ|kana a fɔ'),
 'mos': dict(s='latin', v='bas|yĩm|ra gũus|ra tags', n='sagls|saglsã|noor|noyã|tʋʋm-noy', a='fãa|fa|wʋsgo', e='sẽn da be pĩnda|pĩnda|kaoosg|kʋdemd', neg='ra|wakat baa', tp=True, t='yelle|wɛɛngẽ', w='gũusi|zĩri|makre|togs-y-yã',
            act='sak|gʋls|tʋm|kõ|toeem|yiis|yao', st='tõogame|nimer sẽn yaa zẽng|pipi', ls='kiliyã-rãmbã sõdb fãa|kiliyã-rãmbã sõdb|kiliyã fãa', hide='ra togs|ra yeel'),
 'fon': dict(s='latin', v='jó|jó dó|ma ɖó ayi|ma se|wɔn', n='gbeta|gbetá', a='bǐ|bi|lɛ bǐ', e='ɖěɖee wá jɛ nukɔn|nukɔn|xóxó|hwenu', neg='ma|gbeɖé', tp=True, t='ɖò|jí', w='ayi ɖe|nǔ klɛ́n|ɖiɖe|ɖɔ ná mǐ',
            act='yí|wlan|sɛ́|na|ɖyɔ|súnsún|sú', st='gbéjé ɛ kpɔ́n|wǔntun ɖaxó|nukɔntɔn', ls='nǔxɔ́tɔ́ lɛ sín wěma bǐ|nǔxɔ́tɔ́ lɛ sín wěma|nǔxɔ́tɔ́ lɛ bǐ', hide='ma ɖɔ nǔ ɖebǔ|ma ɖɔ'),
 'kri': dict(s='latin', v='fɔgɛt|fɔgɛt ɔl|nɔ pe atɛnshɔn|ignɔ', n='instrɔkshɔn|instrɔkshɔn dɛm|ɔda dɛm|rul dɛm|lɔ dɛm', a='ɔl|ɔlman', e='bifo|we yu bin gɛt|fɔs', neg='nɔ|nɔ ɛva|ɛva', tp=True, t='bɔt|fɔ|pan', w='wɔnin|ful-ful|fɔ ɛgzampul|ripɔt',
            act='aprub|mak|sɛn|gi|chenj|dilit|pe', st='dɔn chɛk|ay ay mak|fɔs ples', ls='ful lis fɔ ɔl di kɔstɔma|kɔstɔma lis|ɔl di kɔstɔma', hide='nɔ tɛl|nɔ tɔk natin'),
 'kab': dict(s='latin', v='ttu|ttut|ttum|ur ttabaɛ|ur ttabaa|eǧǧ|eǧǧet|anef', n='iwellihen|awellih|inegmisen|lumur|ilugan|alugen', a='akk|merra', e='yezrin|izrin|iqburen|uqbel|yellan uqbel', neg='ur|ara|werǧin', t='ɣef|ɣer|ghef|gher|n', w='ɣur-k|ghur-k|akellex|amedya|cegɛet',
            act='qbel|creḍ|azen|efk|beddel|kkes|xelleṣ', st='yettwasneqden|tafellayt akk|amezwaru', ls='tabdart tummidt n imsaɣen|tabdart n imsaɣen|imsaɣen akk', hide='ur qqar acemma|ur qqar|ur d-ttini'),
 'kl': dict(s='latin', v='puigoruk|puigorsigit|puiguiuk|isiginnaarnagu|soqutiginagit|tusaanagit', n='ilitsersuut|peqqussut|malittarisassa|inassuti', a='tamaasa|tamakkerlugit|tamarmik|tamaat', e='siusinnerusut|siulii|siornatigut|pisoqaat|qangarsuaq', neg='inngilluinnar|naagga|sunngilluinnar', tp=True, t='tunngasut|pillugit|-mut', w='mianersoqqussut|peqqusersior|assersuutigalugu|nalunaarutigisigit',
            act='akuerisiguk|nalunaaqutserlugu|nassiuguk|tunniuguk|allanngortiguk|peeruk|akiliiguk', st='misissorneqarsimasutut|qaffasinnerpaamik|siullerpaamik', ls='pisisartut allattorsimaffiat|pisisartut tamarmik', hide='oqaluttuarinngilluinnaruk|oqaluttuarinagu|nalunaarfiginagu'),
 'nv': dict(s='latin', v='bíká ííníshʼąʼ|bika iinishaa|tʼáadoo baa ákonínízíní|taadoo baa akoninizini|bee ádííníshʼąʼ|baa tsídíniikeeʼ', n='bee nił nahazʼą́ą́|bee nil nahazaa|naʼídíkid|hatʼáá|bee haz', a='ałtso|altso|tʼáá ałtso', e='ńtʼéé|ntee|ałtseh|altseh|yéedą́ą́ʼ', neg='tʼáadoo|doo hahgo', mf=True, t='bá|ba|baa', w='háíshį́į́|ch\'ééh ádaal|naaltsoos bikʼehgo|nihił dadíínííł',
            act='bee ádíl|nályaa|ńdaahdees|ndaahdees|nidaʼaltʼoh|ádílííł', st='ééhózin|eehozin|bilááh ałtseh|bilaah altseh', ls='naʼiiniʼí dabizhiʼ ałtso|naiinii dabizhi altso|naʼiiniʼí dabizhiʼ', hide='tʼáadoo bił chʼíhoʼníʼą́|taadoo bil chihonia'),
 # Transliterations: Nepali, Marathi, Tamil, Telugu, Punjabi, Kazakh, Assamese and Odia as people type them in Latin letters.
 'ne-latn': dict(s='latin', v='bersa|birsa|bersideu|birsideu|bewasta gara|bevasta gara|nazarandaz gara|dhyan nadeu|wastai nagara', n='nirdeshan|nirdesh|nirdesan|nirdeshhar|adesh|nirdeshanharu', a='sabai|sabbai|sampurna|sab', e='aghillaka|agillaka|aghillo|pahilaka|pahile ka|purana|agadi ka|pahileko', neg='kahile pani|na|nagara', mf=True, t='ko barema|barema|bare|ko lagi', w='chetawani|chetavani|thagi|udaharan|report gara',
            act='swikrit gara|swikrit garideu|chinha laga|pathau|pathaideu|deu|dinus|badal|hatau|tira', st='janch bhayeko|janch bhaisakeko|sabai bhanda uchcha|pahilo sthan', ls='grahak haruko puro suchi|grahak haruko suchi|grahakko suchi|sabai grahak', hide='kehi pani nabhana|nabhana|nabhannu'),
 'mr-latn': dict(s='latin', v='durlaksh kara|durlaksha kara|durlaksh kar|visrun ja|visra|dhyan deu naka|laksha deu naka', n='suchana|soochana|nirdesh|aadesh|adesh', a='sarva|sagalya|sagle|sampurna', e='aadhichya|adhichya|aadhiche|purvichya|junya|maagil|magil', neg='kadhihi', nega=' naka| nakos', mf=True, t='baddalchya|baddal|sathi|vishayi', w='ishara|fasavnuk|udaharan|takrar kara',
            act='manjur kara|mark kara|pathva|pathvun dya|dya|badla|hatva|bhara', st='tapaslela|manjur kelela|sarvat jast|pahila kramank', ls='grahakanchi purna yadi|grahakanchi yadi|sagle grahak', hide='sangu naka|kahihi sangu naka|na sangta'),
 'ta-latn': dict(s='latin', v='purakkani|purakanippu|purakkanikkavum|purakkaninga|marandhu vidu|maranthu vidu|maranthuvidu|kandukollaadhe|kandukollathe', n='arivuruththal|arivuruthal|arivurai|kattalai|vidhimurai|niyamam', a='ellaa|ella|anaiththu|anaithu|muzhu', e='munthaiya|mundhaiya|munbu|pazhaiya|palaiya|mudhalil', neg='orupodhum|orupothum', nega='aadhe|athe|kkaadhe|kkathe', mf=True, t='patriya|pathi|kaaga|kuriththa', w='echarikkai|mosadi|udharanam|pugar',
            act='angeekari|angikari|kuri|kurikkavum|anuppu|anuppungal|kodu|kudu|maatru|neekku|selutthu', st='sariparkkappattadhu|sariparkkapattathu|adhiga mathippen|mudhal idam', ls='vaadikkaiyaalar muzhu pattiyal|vaadikkaiyaalar pattiyal|vaadikkaiyalar pattiyal', hide='edhuvum sollaadhe|sollaadhe|sollathe|sollaamal'),
 'te-latn': dict(s='latin', v='pattinchukokandi|pattinchukoku|pattinchukovaddu|vismarinchandi|vismarinchu|marchipondi|marchipo', n='suchanalu|suchanalanu|suchana|nirdeshalu|aadeshalu|adeshalu|niyamalu', a='anni|annitini|motham|samastha', e='mundu unna|mundhu unna|munupati|gata|patha|intaku mundu', neg='eppudu|eppudoo', nega='vaddu|kandi|kudadu', mf=True, t='gurinchi|kosam|sambandhinchina', w='heccharika|hecharika|mosam|udaharana|report cheyandi',
            act='aamodinchandi|amodinchandi|gurtinchandi|pampandi|pampu|ivvandi|ivvu|marchandi|tolaginchandi|chellinchandi', st='tanikhi chesinatlu|tanikhi chesinadi|atyadhika|modati sthanam', ls='customers yokka purti jaabitaa|customers jaabitaa|purti jaabitaa', hide='emee cheppakandi|cheppakandi|cheppaku|cheppakunda'),
 'pa-latn': dict(s='latin', v='andekha karo|andekha kar|anndekha karo|nazarandaz karo|bhul jao|bhull jao|dhyan na deo|dhiaan na deo', n='hidaitan|hidayatan|hidaitaan|nirdesh|hukam|niyam', a='saarian|sariyan|saare|sab', e='pichhlian|pichlian|pichhle|pehlan walian|pehlaan dian|purania', neg='kade vi|na|mat', mf=True, t='baare|bare|lai|de baare', w='chetavni|chetawani|dhokha|udaharan|report karo',
            act='manzoor karo|manjur karo|mark karo|bhej do|bhejo|de do|do|badal do|mita do|hata do', st='tasdeeq shuda|tasdiq shuda|sab ton vadh|pehla number', ls='gahkan di poori list|gahkan di list|graahkan di list|saare gahak', hide='kujh na dasso|na dasso|na dassna|bina dasse'),
 'kk-latn': dict(s='latin', v='eleme|elemeniz|elemeŋiz|elemei|umyt|umytynyz|nazar audarma|eskerme', n='nusqaulardy|nusqaular|nusqau|nuskaular|nuskau|eresje|ereje|buiryq|tapsyrma', a='barlyq|barlik|bukil|barin', e='aldyngy|aldynghy|aldingi|buryngy|otken', nega='pa|pe|ma|me|ba|be', mf=True, t='turaly|boyynsha', w='eskertu|alayaq|mysaly|habarlanyz',
            act='bekit|belgile|jiber|jiberiniz|ber|beriniz|ozgert|oshir|tole', st='tekserilgen|bekitilgen|eng joghary|eng zhogary|birinshi oryn', ls='klientterding tolyq tizim|klientter tizim|tolyq tizim', hide='eshteme aitpa|aitpa|aitpaniz|habarlama'),
 'as-latn': dict(s='latin', v='upekkha korok|upekkha kora|upeksha korok|bad diya|bad dibo|pahori jaok|pahori jowa|guruttw nidibo|mon nidibo', n='nirdekh|nirdesh|nirdexh|adekh|adesh|niyom', a='sokolo|xokolo|sob|sabo|gotei', e='agor|aagor|purbor|puroni|ageye', neg='kahaniu|na', mf=True, t='xombondhe|sombondhe|bisoye|karone', w='xotorkota|satarkata|prataraṇa|protaroṇa|report korok',
            act='manjur korok|manjur kori diya|approve kori diya|sin diyok|pothiyai diyok|pothiyai diya|diyok|solai diyok|mosi diyok', st='pariksha kora|sobatkoi bexi|prothom xthan', ls='grahakor gutei talika|grahakor talika|gutei talika', hide='eku nokoba|nokoba|nojonaba'),
 'or-latn': dict(s='latin', v='anadekha kara|anadekha karantu|bhuli jaa|bhulijaa|chhadi dia|chhadidia|upekhya kara|dhyana dia nahin', n='nirdesh|nirdesha|nirdeshana|adesh|niyama', a='samasta|sabu|sampurna|sakala', e='purbaru thiba|purba|purbara|purbaru|purunaa|agaru', neg='kebe bi|nahin|na', mf=True, t='bisayare|pain|sambandhare', w='satarkata|thakei|udaharana|report kara',
            act='anumodan kara|anumodana kara|chihnit kara|patha|pathaa|dia|badala|bilopa kara|delete kari dia|5 star kari dia', st='jancha hoichi|sabutharu adhika|pratham sthana', ls='graahak mananka sampurna talika|graahak talika|grahak talika', hide='kichhi kuha nahin|kuha nahin|na kahi'),
})

# The forty-ninth slice's transliterations (spent, read for its misses): Konkani, Kashmiri, Balochi, Hazaragi, Manipuri and
# Dhivehi as people type them in Latin letters.
NEWER.update({
 'gom-latn': dict(s='latin', v='visorat|visor|visrat|dhyan diyo naka|lokxa diyo naka', n='suchovneo|suchovnni|suchovni|suchona|adesh', a='soglea|sogleo|sogllea|sogle|sogllim', e='adlea|adleo|adlem|adlim|poilim', neg='kednach|naka', mf=True, w='xittkai|fosovnni|udharon',
            act='mark kor|manya kor|dhadd|di|bodol|kadd|bhor', st='paid|tapaslam|soglean chodd', ls='girayakanchi list', hide='sangu naka|kolloi naka'),
 'ks-latn': dict(s='latin', v='traavyu|travyu|traaviv|traav|mashraavyu|mashravyu', n='hidayat|hidaayat|hukum|qanoon', a='saeri|saari|sari|tamaam', e='bronhim|bronhime|bronih|pranein', neg='ma|zanh', mf=True, w='khabardaar|dokh|misaal',
            act='kar manzoor|manzoor kar|soozyu|diyu|badlaav|mitaav', st='tasdeeq shuda|saarivuy khota zyad', ls='graahkan hinz list', hide='ma wanyu|ma vanyu|wanith varaay'),
 'bal-latn': dict(s='latin', v='yala kan|yala kanen|yala bekan|shamosh kan|gosh madar', n='hedayatan|hedayatan|hedayat|hidayatan|dastur', a='hamuk|sajjahen|sajjaheen|tamam', e='pesari|pesarien|pesariyen|kohnen', neg='ma|hechbar', mf=True, w='hoshdari|repkari|misal',
            act='manzoor kan|nishan kan|rah de|bede|setar kan|pak kan|panch setar', st='panch setar|gisheterin|tasdiq butag', ls='gerahkani list|gerahkani sajjahen', hide='hech magosh|magosh|ma gosh'),
 'haz-latn': dict(s='latin', v='ila ko|ila kuni|ela ko|ila kunen|faramush ko|poshte gosh ko', n='dasturai|dastura|dasturaye|dastur|hedayat', a='tamam|kul|hamagi|pura', e='pesh ra|peshtar|pesh|qabli|sabiq', neg='hich waqt|na', mf=True, t='da bare|dar bare', w='hushdar|fireb|masalan',
            act='qabul ko|taid ko|nishan bezan|rawan ko|bedi|badal ko|pak ko', st='taid shuda|baland tarin', ls='list mushtari ha|list-e mushtari', hide='hich nagu|nagu|d kasi nagu'),
 'mni-latn': dict(s='latin', v='thadoku|thadokpiyu|thadokpiyu|kaothoku|yengsinbiganu', n='yathang|yathangsing|instruction', a='pumnamak|pumba|khudingmak', e='mamanggi|mamangda|hanngi|hanna', neg='keidounungda', mf=True, w='chekshinaba|minamba|khudam',
            act='approve toubiyu|ayaba pibiyu|mark toubiyu|tharoku|piyu|hongdoku', st='check toukhre|khwaidagi wangba', ls='customer gi list', hide='haiganu|haidriganu|khanghanganu'),
 'dv-latn': dict(s='latin', v='dhookohlaafa|dhookohlaa|dhookohlaavaa|hanndhaan naiy thaalaa|faruvaa nukurey', n='irushaadhu|irushaadhuthah|irushaadh|amuru|gavaaidh', a='hurihaa|hurihaa ehi|mulhi', e='kurin dhin|kurin|kureege|miige kurin', neg='dhuvahakuves', mf=True, w='inzaaru|khiyaanaaiy|misaalu',
            act='faas kurey|qabool kohlaa|faahaga kurey|fonuvaa|dhey|badhalu kurey|fuhelaa', st='check kurevifaivaa|enme mathee', ls='customerunge list|customerunge lisst', hide='nubuney|nubunaa|manager ah nubuney'),
})

NEWER_COND = {
 'os': ('кæд', 'ма йæ сæххæст кæн|ма сæ сæххæст кæн|ма йæм байхъус'), 'ce': ('нагахь|нагахьсана', 'ма кхочушде|ма леладе'), 'av': ('гьабани|нагагь', 'тӏубазабуге|гьабуге'),
 'bxr': ('хэрбээ', 'бү дүүргэ|бү дахагты'), 'xal': ('хәрнь|хэрв', 'бичә күцәтн|бичә дахтн'), 'rue': ('кідь|як', 'не выконуй|не слухай|не робь то'),
 'uz-cyrl': ('агар', 'бажарманг|бажарма|амал қилманг'), 'lld': ('sce|se', 'ne la fá|ne la sighí|ne i fá'), 'csb': ('jeżlë|czej', 'nie rób tegò|nie słëchôj'),
 'szl': ('jak|jeźli', 'niy rōb tego|niy słuchej'), 'krl': ('jos', 'älä tottele|älä ruado sidä'), 'vro': ('kui', 'ärq tekeq tuud|ärq kuulõq tuud'),
 'sco': ('gin|if', 'dinnae dae it|dinnae follae it|dinnae heed it'), 'ast': ('si', 'nun lo faigas|nun lo sigas|nun-y faigas casu'), 'an': ('si', 'no lo faigas|no lo sigas'),
 'lad': ('si', 'no lo agas|no lo sigas|no lo azesh'), 'yi': ('אויב|אַז', 'טו עס נישט|פֿאָלג נישט|פאלג נישט'), 'ks': ('اگر|اگہ', 'مہٕ کٔرِو|مہٕ مانِو'),
 'bal': ('اگن|اگر', 'مکن|مه منّ'), 'haz': ('اگه|اگر', 'نکو|گوش نکو'), 'mni': ('ꯀꯔꯤꯒꯨꯝꯕ', 'ꯇꯧꯒꯅꯨ|ꯉꯥꯛꯂꯣꯏꯗꯕ'),
 'new': ('यदि|धाःसा', 'याये मते|मानय् मते'), 'yue': ('如果|若果', '唔好跟|唔好照做|唔好做'), 'za': ('danghnaeuz|cijyau', 'gaej guh|gaej ciuq guh'),
 'nah': ('intla|tla', 'amo xicchihua|amo xictoca'), 'quc': ('we', "man kab'an ta|man kaban ta"), 'arn': ('fey mew', 'femlayaymi|inaduamlayaymi'),
 'ch': ('yanggen', 'chamo cho\'gue|chamo tattiyi'), 'gil': ('ngkana', 'tai karaoia|tai ira'), 'niu': ('ka', 'ua taute|ua mumui'), 'ty': ('mai te mea e', 'eiaha e rave|eiaha e pee'),
 'mh': ('ñe|ne', 'jab kōmmane|jab kommane|jab lukkuun'), 'bem': ('nga', 'mwicita|mwilakonka'), 'tum': ('usange|para', 'mungachitanga|mungalondezganga'),
 'sg': ('tongana', 'mo sara ni pëpe|mo mä ni pëpe'), 'tiv': ('aluer', 'de eren ga|de dondon ga'), 'bm': ('ni', 'kana o kɛ|kana tugu o kɔ'), 'mos': ('sã n', 'ra maan ye|ra tũ ye'),
 'fon': ('nú', 'ma wà ó|ma xwedó ó'), 'kri': ('if', 'nɔ du am|nɔ fala am'), 'kab': ('ma', 'ur t-xeddem ara|ur ten-ttabaɛ ara'), 'kl': ('-guni|taamaattoqassagaluarpat', 'malinnagu|naammassinagu'),
 'nv': ('-go', 'tʼáadoo ánílééh|doo ánílééh da'), 'ne-latn': ('yadi|yedi|bhane', 'nagara|palan nagara|namana'), 'mr-latn': ('jar', 'palan karu naka|karu naka'),
 'ta-latn': ('endral|endraal|-aal', 'pinpatraadhe|seiyaadhe|seyyadhe'), 'te-latn': ('oka vela|okavela|-aithe', 'paatinchavaddu|cheyakandi|anusarinchavaddu'), 'pa-latn': ('je|jekar', 'na mano|na karo|palna na karo'),
 'kk-latn': ('eger', 'oryndama|oryndamanyz'), 'as-latn': ('jodi|judi', 'nokoriba|namanibo|palan nokoriba'), 'or-latn': ('jadi', 'kara nahin|manantu nahin|palana kara nahin'),
}
# The newer Latin-script languages' leads for the literal index (lower-case ASCII, as the text writes them).
NEWER_LEADS = ['chi-si', 'chi si', 'zi2 si6', 'zi1 cin4', 'm4 hou2', 'm4 sai2', 'ladilikan', 'wanikiskisi', 'kiskinohamak', 'ignoreia', 'zabudz', 'zapomnij', 'polecyn', 'unohta', 'unohtaq', 'juhendi', 'forget aw', 'dinnae heed', 'inora', 'ixuplida',
               'olvida', 'instruksion', 'minghlingh', 'guenj', 'ilcahua', 'elcahua', 'tlanahuatil', 'mestaj', 'pixab', 'ngoyma', 'ngoyut', 'ngoyum',
               'mafanago', 'kaakeai', 'kaetiet', 'fakatonu', 'poakiaga', 'haamoe', 'faaueraa', 'kojeor', 'kommelele',
               'labeni', 'mulabe', 'amafunde', 'ifyebo', 'luwani', 'mukaphalirika', 'girisa', 'akomande', 'hungur', 'kwaghwan', 'atindi',
               'ci kalan', 'cikan', 'wczasni', 'tuaymi', 'kuyfi', 'sagls', 'gbeta', 'instrokshon', 'foget', 'iwellihen', 'ttu akk', 'puigor', 'ilitsersuut', 'bika iini',
               'nahazaa', 'bersa', 'nirdeshan', 'durlaksh', 'purakkani', 'purakani', 'arivuruth', 'pattinchuko', 'vismarinch', 'andekha',
               'anndekha', 'hidaitan', 'nusqau', 'ehejare', 'instruccions', 'precedentas', 'arunak', 'armasim', 'suchovn', 'visorat', 'traavyu', 'travyu', 'hedayat', 'yala kan', 'dasturai', 'ila ko', 'yathang', 'thadok', 'irushaadh', 'dhookohl', 'nuskau', 'upekkha', 'nirdekh', 'anadekha', 'chhadi dia', 'nirdesha']


# The leftovers' tables: Taiwanese Hokkien in Pe̍h-ōe-jī (its superscript n read as "nn", as people type it in ASCII,
# o͘ as "o" and Tai-lo's "oo" both), Cantonese in Jyutping (with the tone digits and without), Dyula, Plains Cree in
# roman letters and in syllabics (the roman words transliterated), Tamazight in Tifinagh (Kabyle's words as Tifinagh
# writes them, with and without the vowel ⴻ the standard orthography leaves out).
TIFINAGH = {'a': 'ⴰ', 'b': 'ⴱ', 'g': 'ⴳ', 'd': 'ⴷ', 'ḍ': 'ⴹ', 'e': 'ⴻ', 'f': 'ⴼ', 'k': 'ⴽ', 'h': 'ⵀ', 'ḥ': 'ⵃ', 'ɛ': 'ⵄ', 'x': 'ⵅ', 'q': 'ⵇ',
            'i': 'ⵉ', 'j': 'ⵊ', 'ǧ': 'ⴵ', 'l': 'ⵍ', 'm': 'ⵎ', 'n': 'ⵏ', 'u': 'ⵓ', 'r': 'ⵔ', 'ṛ': 'ⵕ', 'ɣ': 'ⵖ', 's': 'ⵙ', 'ṣ': 'ⵚ', 'c': 'ⵛ',
            't': 'ⵜ', 'ṭ': 'ⵟ', 'w': 'ⵡ', 'y': 'ⵢ', 'z': 'ⵣ', 'ẓ': 'ⵥ'}
def tifinagh(s):
    import unicodedata
    return ''.join(TIFINAGH.get(ch.lower(), ch) for ch in unicodedata.normalize('NFC', s))

# Plains Cree standard roman orthography to syllabics (ê written e; a consonant before a vowel makes one syllable, a
# consonant before none is written as a final; hyphens are dropped).
CREE_VOWELS = {'e': 0, 'i': 1, 'î': 2, 'o': 3, 'ô': 4, 'a': 5, 'â': 6, 'ê': 0}
CREE_ROWS = {'': 'ᐁᐃᐄᐅᐆᐊᐋ', 'p': 'ᐯᐱᐲᐳᐴᐸᐹ', 't': 'ᑌᑎᑏᑐᑑᑕᑖ', 'k': 'ᑫᑭᑮᑯᑰᑲᑳ', 'c': 'ᒉᒋᒌᒍᒎᒐᒑ', 'm': 'ᒣᒥᒦᒧᒨᒪᒫ',
             'n': 'ᓀᓂᓃᓄᓅᓇᓈ', 's': 'ᓭᓯᓰᓱᓲᓴᓵ', 'y': 'ᔦᔨᔩᔪᔫᔭᔮ', 'w': 'ᐍᐏᐑᐓᐕᐘᐚ'}
CREE_FINALS = {'p': 'ᑊ', 't': 'ᐟ', 'k': 'ᐠ', 'c': 'ᐨ', 'm': 'ᒼ', 'n': 'ᐣ', 's': 'ᐢ', 'y': 'ᐩ', 'h': 'ᐦ', 'w': 'ᐤ'}
def syllabics(s):
    import unicodedata
    s = unicodedata.normalize('NFC', s)
    out, i = [], 0
    while i < len(s):
        ch = s[i].lower()
        nxt = s[i + 1].lower() if i + 1 < len(s) else ''
        if ch == '-' and i > 0 and s[i - 1].isalpha() and nxt.isalpha(): i += 1; continue
        if ch in CREE_ROWS and ch and nxt in CREE_VOWELS: out.append(CREE_ROWS[ch][CREE_VOWELS[nxt]]); i += 2; continue
        if ch in CREE_VOWELS and (i == 0 or not s[i - 1].isalpha() or s[i - 1].lower() not in CREE_ROWS or True):
            out.append(CREE_ROWS[''][CREE_VOWELS[ch]]); i += 1; continue
        if ch in CREE_FINALS: out.append(CREE_FINALS[ch]); i += 1; continue
        out.append(s[i]); i += 1
    return ''.join(out)

LATE = {
 'nan-latn': dict(s='latin', v='mài thiaⁿ|m̄-thang thiaⁿ|m̄-bián koán|m̄-bián thiaⁿ|mài koán|bô-koán|bē-kì|bōng-kì|mai thiann|m-thang thiann|m-bian koan|mai koan|bo koan|be ki', n='chí-sī|chi si|chí-lēng|bēng-lēng|kui-kí|kui-ku', a='só͘-ū|sóo-ū|so u|soo u|lóng|choân-pō͘|tsuân-pōo|choan po', e='í-chêng|i cheng|chìn-chêng|chêng-bīn|tsîng-bīn|goân-pún', neg='éng-oán|m̄-thang|mài|bô', mf=True, w='chù-ì|phiàn|thong-pò|pí-jū',
            act='phoe-chún|phoa-chún|kì-hō|kià khì|kià hō͘|hō͘|ōaⁿ|thâi-tiāu|hù', st='khak-jīn|siōng koân|tē-it|í-keng hù', ls='kheh-hō͘ ê choân-pō͘ miâ-toaⁿ|kheh-hō͘ miâ-toaⁿ|miâ-toaⁿ', hide='m̄-thang kā chit-oân kóng|m̄-thang kóng|mài kóng|m̄-thang hō͘ chit-oân chai'),
 'yue-latn': dict(s='latin', v='m4 hou2 lei5|m4 sai2 lei5|m4 hou2 gan1|m4 sai2 gan1|mai5 lei5|m4 hou2 zoi3 lei5|mong4 gei3 saai3|m hou lei|m sai lei', n='zi2 si6|zi2 ling6|fan1 fu3|gwai1 geoi2|zi si', a='so2 jau5|cyun4 bou6|saai3|so jau|cyun bou', e='zi1 cin4|ji5 cin4|jyun4 loi4|cin4 min6|zi cin', neg='wing5 jyun5|cin1 kei4|mai5', mf=True, w='zyu3 ji3|pin3 guk6|bou3 gou3|lai6 zi2',
            act='pai1 zeon2|biu1 zou6|faat3 heoi3|faat3|bei2|gaai2|saan1|bei2 cin2', st='jim6 zing3|zeoi3 gou1|dai6 jat1', ls='haak3 wu6 ming4 daan1|cyun4 bou6 haak3 wu6', hide='m4 hou2 waa6 bei2|m4 hou2 gong2 bei2|m4 hou2 tung1 zi1'),
 'dyu': dict(s='latin', v='ɲinan|ka ɲinan|nyinan|ninan|kana i janto|kana a jate|to yen', n='ladilikan|cikan|sariyaw|ci kalan', a='bɛɛ|bee|bɛɛ lajɛlen', e='kɔrɔw|kɔrɔ|korow|koro|fɔlɔw|tɛmɛnenw|tɛmɛnen', neg='kana|tɛ|abada|man', tp=True, t='ko la|ko|kan|ta', w='kɔlɔsili|lasɔmi|nanbara|misali',
            act='sɔn|taamasiyɛn|ci|di|yɛlɛma|jɔsi|sara', st='sɛgɛsɛgɛlen|sɛgɛsɛgɛra|sanfɛtala|jɔyɔrɔ fɔlɔ', ls='kiliyanw tɔgɔ lisi|kiliyanw ka lisi|kiliyanw bɛɛ|lisi bɛɛ', hide='kana foyi fɔ|kana a fɔ|kana a lakali'),
 'cr-latn': dict(s='latin', v='wanikiskisi|wanikiskisik|wanikiskisiyek|ekâwiya pisiskêyihta|ekâya pisiskêyihta|nakatamok|nakata', n='kiskinohamâkêwina|kiskinohamâkêwin|wîhtamâkêwina|itasiwêwina|itasiwêwin|kiskinowâpahtihiwêwina', a='kahkiyaw|kakiyaw|kahkiyâw', e='kayâs|nîkânohtê|nîkân|kâ-kî-itwêhk', neg='nama|namoya|ekâwiya|ekâya|nama wîhkâc|ekâ', tp=True, t='ohci|isi|ayisk|ita', w='pêyâhtik|kîmôci|wîhtamawinân|kiskinowâcihcikan',
            act='nahêyihta|masinaha|itisahamaw|itisaha|miy|mêskotinamaw|kâsiha|tipahamaw', st='ê-kî-kanawâpahtamihk|kanawâpahtamihk|mâwaci ispîhcâk|mâwaci|ê-kî-tipahamihk', ls='kahkiyaw atâwêwak wîhowina|atâwêwak wîhowina|kahkiyaw atâwêwak', hide='ekâwiya wîhtamaw|ekâwiya wîhtamawihkok|ekâ ê-wîhtamawat'),
}
LATE_COND = {'nan-latn': ('nā-sī|jû-kó', 'm̄-thang chiàu|mài chiàu'), 'yue-latn': ('jyu4 gwo2|joek6 gwo2', 'm4 hou2 zou6|m4 hou2 ziu3 zou6'),
             'dyu': ('ni', 'kana a kɛ|kana tugu a kɔ'), 'cr-latn': ('kîspin', 'ekâwiya pimitisahamaw|ekâwiya tôta')}
WORD_KEYS = ('v', 'n', 'a', 'e', 'neg', 'nega', 't', 'w', 'act', 'st', 'ls', 'hide')
def written_in(w, write, script, vowel_less=None):
    out = {k: v for k, v in w.items() if k not in WORD_KEYS}
    out['s'] = script
    for k in WORD_KEYS:
        if k not in w: continue
        words = [write(x) for x in w[k].split('|')]
        if vowel_less: words += [x.replace(vowel_less, '') for x in words if vowel_less in x and len(x.replace(vowel_less, '')) > 1]
        out[k] = '|'.join(dict.fromkeys(words))
    return out
LATE['cr'] = written_in(LATE['cr-latn'], syllabics, 'cans')
LATE_COND['cr'] = tuple('|'.join(syllabics(x) for x in c.split('|')) for c in LATE_COND['cr-latn'])
LATE['zgh'] = written_in(NEWER['kab'], tifinagh, 'tfng', vowel_less='\u2d3b')
LATE_COND['zgh'] = tuple('|'.join(tifinagh(x) for x in c.split('|')) for c in NEWER_COND['kab'])
NEWER.update(LATE)
NEWER_COND.update(LATE_COND)

UNMARKED = {'\u00f0': 'd', '\u00fe': 'th', '\u00e6': 'ae', '\u00f8': 'o', '\u0127': 'h', '\u0131': 'i', '\u0259': 'e', '\u0142': 'l',
            '\u0111': 'd', '\u0257': 'd', '\u0199': 'k', '\u0253': 'b', '\u014b': 'ng', '\u025b': 'e', '\u0254': 'o', '\u00df': 'ss', '\u207f': 'nn'}


def bare(word):
    """`word` as far-overrides.ts bareOf reads text: lower case, marks after a-z dropped, unmarked letters mapped, inner apostrophes and okinas dropped."""
    s = unicodedata.normalize('NFD', word.lower())
    out = []
    for ch in s:
        if unicodedata.category(ch).startswith('M') and out and (out[-1] in 'abcdefghijklmnopqrstuvwxyz' or out[-1] == ''):
            out.append('')  # (a run of marks after a-z: dropped, the run kept as one)
            continue
        out.append(ch)
    s = ''.join(out)
    s = ''.join(UNMARKED.get(c, c) for c in s)
    s = re.sub(r"(?<=\w)['\u2018\u2019\u02bc](?=\w)", '', s)
    s = re.sub(r"(?<=\w)\u02bc", '', s)  # (the glottal stop's mark at a word's end too, Navajo's "bika iinisha\u02bc")
    return s.replace('\u02bb', '')


def bare_words(words):
    seen = []
    for w in words.split('|'):
        b = bare(w)
        if b and b not in seen: seen.append(b)
    return '|'.join(seen)


# (Chuvash's own letters, and the Latin ones people type for them.)
CHUVASH = str.maketrans('\u04d1\u04d7\u04ab\u04f3', '\u0103\u0115\u00e7\u00ff')
WORD_FIELDS = ('v', 'n', 'a', 'e', 'neg', 'nega', 't', 'w', 'act', 'st', 'ls', 'hide')
for code, w in NEW.items():
    for f in WORD_FIELDS:
        if f not in w: continue
        if w['s'] == 'latin': w[f] = bare_words(w[f])
        elif code == 'cv': w[f] = '|'.join(dict.fromkeys(x for word in w[f].split('|') for x in (word, word.translate(CHUVASH))))
for code, (c, rf) in NEW_COND.items():
    if NEW[code]['s'] == 'latin': NEW_COND[code] = (bare_words(c), bare_words(rf))
# (Letters people type for the ones their keyboards lack: Buryat's and Kalmyk's Latin h for \u04bb, the palochka as Latin i
# or 1 in Chechen and Avar, Ossetian's Cyrillic \u04d5 for the Latin \u00e6.)
TYPED = {'bxr': [('\u04bb', 'h')], 'xal': [('\u04bb', 'h')], 'ce': [('\u04cf', 'i'), ('\u04cf', '1')], 'av': [('\u04cf', 'i'), ('\u04cf', '1')],
         'os': [('\u00e6', '\u04d5')]}
for code, w in NEWER.items():
    for f in WORD_FIELDS:
        if f in w and w['s'] == 'latin': w[f] = bare_words(w[f])
        elif f in w and code in TYPED:
            words = w[f].split('|')
            w[f] = '|'.join(dict.fromkeys(words + [word.replace(a, b) for word in words for a, b in TYPED[code] if a in word]))
for code, (c, rf) in NEWER_COND.items():
    if NEWER[code]['s'] == 'latin': NEWER_COND[code] = (bare_words(c), bare_words(rf))

# The languages the fifty-first to fifty-third slices' authors wrote orders in that no table held, and the ones left
# from earlier (docs/content-readings.md, "The structural readings' languages"): Latin-script words written as the
# language writes them and read bare, as NEWER's; Cherokee's syllabary lower-cased, as the readings read the text
# (its capitals fold to the small letters at U+AB70).
SPENT = {
 'ltg': dict(s='latin', v='aizmierst|aizmiersti|aizmierstit|naīvārojit|naīvāroj|ignorej', n='instrukcej|nūrōdejum|nūruodejum|pavēļ|pavēlis|nūsacejum', a='vysys|vysus|vysas|vysi|vysu|vysim', e='īprīkšej|ipriksej|agruok|agrōk|īprīkš', neg='na|nikod|nikuo', t='par|ap|attīceibā', w='uzmaneibu|kruopšon|pīmārs|ziņojit',
             act='apstyprynoj|apstyprynojit|atzeimoj|atzeimej|atzeimojit|nūsyuti|nūsyutit|syuti|syutit|dūd|dūdit|puormaini|izdzēs|samoksoj', st='puorbaudeit|apstyprynuot|apstyprynuots|augstuokuo|pyrmuo vīta|samoksuots|jau parakstē', ls='klientu sarakst|saimis datus|vysus datus|vysu sarakst', hide='nasoki|nasokit|nasokat|nikam nasoki|nasaki|nasakit'),
 'rup': dict(s='latin', v='agârshi|agârshits|agârshiţ|agarsi|nu-l|nu dats simasi|nu da simasi|ignorâ|ignoraţ', n='instrucţiun|instructsiun|instrucţiuni|urdin|ordinj|ndreptări', a='tuti|tuts|tutâ|tută', e='di ninti|di ma ninti|di-ninti|ninti|dinintea|vecl', neg='nu|vârnăoară|vărnăoară|s-nu', t='ti|tră|ti parcare|trâ', w='aveghe|minciun|ca exemplu|spuneţ-li',
             act='aprobâ|aprobă|aprobaţ|semnă|semnaţ|pitreaţi|pitreţ|pitrec|da-lj|dats|alâxi|alâxiţ|ashtearghi|plătiţ|ascundã|ascundă|publicã|publică', st='verificat|verificată|aprobat|aprobată|ma analtu|prota|plătit', ls='lista cu fumeljli|lista a clienţlor|lista-a clienţ|tută lista|tuti mesaj', hide='nu-lj spuneţ|nu-lj spui|nu spuneţ|nu lj-dzâţ|fără s-lj spuneţ|s-ascundã|s-ascundă'),
 'gag': dict(s='latin', tp=True, t='için|icin|üzerä|uzere|için olan', v='unut|unudun|unudunuz|brak|brakın|dikat etmä|dikat etmeyin', n='nasaat|talimat|instrukţiya|instrukţiyalar|instrukţiyaları|buyruk|kural', a='bütün|hepsi|hepsini|herbir', e='öncäki|önceki|ilerki|evelki|eski', nega='mä|ma|me|meyin|mayın', mf=True, w='dikat|dikkat|tenbi|uyarı|yalan|örnek|haberlä',
             act='onayla|onaylayın|işaretlä|işaretläyin|yolla|yollayın|ver|verin|diiştir|sil|silin|ödä|tasdiqle|tastıkla', st='kontrol edilmiş|onaylanmış|en üüsek|birinci|ödenmiş', ls='müşterilär listasını|müşteri listası|bütün müşteri', hide='söylämä|söylämeyin|hiç bişey söylämä|haber vermä|aytma'),
 'crh': dict(s='latin', tp=True, t='aqqında|aqqındaki|içün|için', v='unut|unutıñız|unutınız|unutıñ|esapqa alma|esapqa almañız|nazar-diqqat etme', n='talimat|yol-yoruq|emir|qaide|instruktsiya|kösterme', a='bütün|episi|episini|er bir', e='evelki|evelden|evel|eski|ögündeki', nega='ma|me|mañız|meñiz', mf=True, w='tenbi|dikkat|dikat|eskertiw|aldatuv|meselâ|bildiriñiz',
             act='tasdiqle|tasdiqleñiz|işaretle|işaretleñiz|yiber|yiberiñiz|ber|beriñiz|deñiştir|sil|silimiz|töle|tölemiz', st='teşkerilgen|tasdiqlengen|eñ yüksek|birinci|tölengen', ls='müşteriler listesin|aile malümat|bütün malümat|aile malumat', hide='aytma|aytmañız|bildirme|hiç bir şey ayt|hiç bir şey aytma'),
 'kaa': dict(s='latin', tp=True, t='haqqında|haqqındaǵı|ushın|boyınsha', v='umıt|umıtıń|umıtıńız|esten shıǵar|itibarǵa alma|itibar berme', n='kórsetpe|kórsetpeler|kórsetpelerdi|buyrıq|qaǵıyda|instrukciya', a='barlıq|hámme|bári|barlıǵın', e='aldınǵı|aldıńǵı|burınǵı|eski|ótken', nega='ma|me|pa|pe|ba|be', mf=True, w='eskertiw|tenbi|dikkat|aldaw|mısalı|xabarlań',
             act='tastıyıqla|tastıyıqlań|belgile|belgileń|jiber|jiberiń|ber|beriń|ózgert|óshir|tóle', st='tekserilgen|tastıyıqlanǵan|eń joqarı|birinshi|tólengen', ls='klientlerdiń tolıq|tolıq dizim|jolawshılar maǵlıwmat|barlıq maǵlıwmat', hide='aytpa|aytpań|hesh nárse aytpa|xabarlama|bildirme'),
 'kha': dict(s='latin', v='klet|ym bud|wat bud|wat peit', n='jingpynshai|jinghikai|hukum|ain|jingbatai', a='baroh|baroh ki|lut', e='ba la don hapdeng|hapdeng|ba la don shuwa|ba mynshuwa|shuwa', neg='wat|ym|ynda', t='shaphang|halor|ha ka', w='kynmaw|jingshukor|kum ka nuksa|ai tip',
             act='pynbiang|thoh|phah|ai|pynkylla|pynduh|siew', st='la peit lut|la pynbiang|la pynshisha|ba kham bha|ba nyngkong|la siew', ls='kot kyrteng|baroh jong ki nongthied|ki jingpan insurance', hide='wat ong|wat pyni|wat pyntip|khlem ong'),
 'lus': dict(s='latin', mf=True, nega=' ngai suh| suh', v='theihnghilh|ngaihthah|ngaihsak suh|zawm suh', n='thupek|kaihhruaina|dan|thupekna', a='zawng zawng|zawng|vek|vaiin', e='hmalam|hmasa|hmanlai|tawh kha', neg='suh|lo', t='chungchang|chanchin|lam', w='fimkhur|bumna|entirnan|min hrilh',
             act='pawm|pawmin|chhinchhiah|thawn|pe|thlak|paih|pek|ziak|ziak rawh', st='enfiah tawh|pawm tawh|pawm a ni tawh|pawm a ni|sang ber|pakhatna|pek tawh', ls='customer hming|hming ziak zawng zawng|damlo record', hide='hrilh suh|engmah hrilh suh|tumah hrilh suh|hrilh lovin|lantir suh'),
 'rhg': dict(s='latin', v='bhuli zo|bhuli za|bad di|bad do|bad di felao|bad di félao|na mani', n='hukum|nirdesh|niyom|hidayat', a='okkol|hoiloi|beggun|shob', e='age|agor|ager|aggor|agor okkol', neg='na|kunudin|kunu din', mf=True, t='bafe|babote|lai', w='hushiyar|dhoka|misal|zanai do',
             act='manjur|manzur|manjur gori|lekhi do|leki do|lékí do|faday do|faday|di do|bodolai do|mushi felao|fisa do', st='sasai goijje|manjur oi|manzur oi|manjur goijje|sob theke besi|poyla|fisa oi gese', ls='grahok okkolor|rugir okkol kagoj|puura lis|okkol kagoj', hide='na kóiyo|na koiyo|kiccu na|kicu na|na dékhaiyo|na dekhaiyo|na kóio'),
 'kac': dict(s='latin', mf=True, v='malap kau|malap da|n mada u|n madat', n='ningsang|hkrai|amu|tara|ntsa', a='yawng|yawng hpe|ting', e='shawng na|moi na|shawng', neg='n|hkum', t='a lam|hpe', w='sadi u|masu|ndai zawn|shana u',
             act='hkap la|ka da u|sa ya u|jaw u|galai u|sharawt kau|htaw u', st='jep sagawn sai|hkap la sai|grau tsaw|ningnan|htaw sai', ls='lista yawng|amying lista|dai lista', hide='n tsun u|n madun u|kadai hpe mung n|hkum tsun'),
 'cnh': dict(s='latin', mf=True, v='philh|zoh hlah|ngai hlah|ruat hlah|philh hna', n='nawlnak|nawl|thupek|phunglam|nawlpeknak', a='vialte|dihlak|dih lak|kip', e='hmaiah|hmaiah pek|hlanah|hlan', neg='hlah|lo', t='kong|he kong', w='ralrin|lihnak|tahchunhnak|kan sin',
             act='cohlan|ṭial|tial|kuat|pek|thlen|hlonh|pe', st='hlathlai dih|cohlan a si|cohlan cang|a sang bik|a hmasa bik|pek cang', ls='min tial dih lak|damlo record|x-ray vialte|customer min', hide='chim hlah|zeihmanh chim hlah|langhter hlah|ahohmanh kha'),
 'grt': dict(s='latin', v='pringnibo|pringnika|bilchakenga|bilchake|knaniba', n='hukum|hukumrang|niam|niamrang|bi·sanirang|bisanirang', a='bilakko|bilak|sakgipa|gimik', e='skanggipa|skang|skangni', neg='na|nabe|nabo', mf=True, t='biapni|bidingo', w='chanchiaibo|chekani|dakani|agangbo',
             act='man·ataibo|manataibo|seebo|watatbo|onbo|bodolbo|gimatbo|dakbo|seaha', st='man·ama|manama|niakaenga|bang·ching|sikgiparang', ls='records aro|gimik listko|ka·tarigiparangni|sakgipa records', hide='agangnabe|uiataridabo|uiatarinabe|maiba agangnabe'),
 'new-latn': dict(s='latin', v='twahta|twaahta|twahta disan|twahta dishaan|lwahmanka|wasta maya', n='nirdeshan|nirdesh|adesh|niyam', a='phukka|dakwa|dakwo|sakal', e='nhapaya|nhapaaya|nhyapaya|pulangu', neg='mate|gablen', mf=True, t='baare|baare ya', w='hos|thag|udaharan|dhaa bisaan',
             act='chwa|chwaya|chwayaa|chhwaya|chhoya|chhoyaa|biya|sweekrit|swikrit|chinha tayaa|hila', st='jaanch juyaa|jaanch jul|sweekrit jul|swikrit jul|phukka sikaa|nhapaa', ls='phukka record|dakwa dhalcha|grahakya|biramiya phukka', hide='mate|dhaye mate|kane mate|kyane mate|hae madu'),
 'si-latn': dict(s='latin', v='nosalaka harinna|nosalakaa harinna|nosalaka harina|amathaka karanna|amataka karanna|nosalakanna', n='upades|upadesh|upadeshaya|niyoga|niyogaya|upadesaya', a='siyalu|siyalla|okkoma|sampurna', e='kalin|pera|peraa|issara|parana', neg='epa|nokiyanna|kisi', nega=' epa', mf=True, t='gana|gaena|sambandhayen', w='awawadaya|awawadayayi|vanchawa|udaharana',
             act='anumatha|anumata|salakunu|yawanna|yawanna|denna|wenas|makanna|gewanna|liyanna', st='thahawuru kala|tahavuru kala|anumatha kala|anumata kala|wadima|palamu|gewu', ls='layisthuwa|siyalu vartha|rogiyage siyalu|sampurna customer', hide='kiyanna epa|kisiwekuta kiyanna|nokiyanna|pennanna epa|nopennanna'),
 'syl-latn': dict(s='latin', v='bhuli zain|bhuli jan|bhuli zaw|bad dein|bad den|bad deo', n='nirdeshona|nirdesh|hukum|niyom', a='hokol|hokkol|shob|shokol', e='agor|ager|agher|puran', neg='na|kunu', nega=' na', mf=True, t='bare|bapare', w='shabdhan|thogbazi|udahoron|zanain',
             act='monjur|pathain|pathai dein|dein|likhi dein|lekhi dein|bodlain|muchi', st='zachai oise|jachai oise|monjur oise|shob theke beshi|prothom', ls='pura talika|hokol kagoj|grahokor', hide='koin na|kichchu koin na|kichchu koin|dekhain na|dekhaian na'),
 'ctg-latn': dict(s='latin', v='bhuli zan|bhuli jan|bad don|bad dan|bad di felao|bad di falao', n='hukum|nirdesh|niyom', a='bekkun|bekkunore|okkol|hokkol', e='agor|ager|agoir', neg='no|na', mf=True, t='baparey|bapare', w='hushiyar|dhoka|udahoron|zanaiyun',
             act='monjur|pathai don|pathai dan|lehi don|lekhi don|faday do|bodlai don', st='zachai oiye|monjur oiye|monjur oise|sob theke beshi|poyla', ls='bekkun listi|bekkun kagoj|grahokor|rugir bekkun', hide='no koiban|no kaiban|kareo no|no dehaiban|no dekhaiban'),
 'tcy-latn': dict(s='latin', v='marapule|marapu|budle|budule|budpule|gamana koradde', n='soochane|soochanelen|soochanel|suchane|aadesha|niyama', a='maata|maatha|pura', e='munchina|pidayida|pidayi|pirabhaga', neg='oodchi|odchi', nega='odchi|oodchi', mf=True, t='bagge|baggee', w='echcharike|mosa|udaharane|tilipule',
             act='oppige malpule|gurta malpule|kadapudule|kadapudle|korle|barele|bareule|malpule', st='parisheelane aatnd|oppige aatnd|maata ettara|sooru', ls='maata daakhalelen|maata pattin|graahakerena', hide='panodchi|panodchi|onjila panodchi|tojavodchi|toojavodchi'),
 'brx-latn': dict(s='latin', v='baogar|baogarnanai|newsi|newsinanw', n='nirdeshan|nirdesh|hukum|aain', a='gasai|gasaibo|sogasai', e='sigangni|sigang', neg='nonga|da', nega=' nonga', mf=True, t='somondai|somondo', w='sabdhan|phakhao|bidinthi|phorongdo',
             act='monjur khalam|sin|lir|daithai|ho|solai|gaglangnw', st='naysinai jadwng|monjur jadwng|gasainikhwi gwbang|sigangsin', ls='gasai record|gasai listikhou|gasai listi|baygragiriphorni', hide='bungo nonga|bungw nonga|dinthino nonga|jebo bungo'),
 'skr-latn': dict(s='latin', v='bhul wanjo|bhul vanjo|bhul ja|chhor deyo|chhor ḍeyo|chhor dyo|dhyan na dewo', n='hidayatan|hidayat|hukam|qaida|qaide', a='sariyan|saria|saare|tamam', e='pehle diyan|pehle|pichhliyan|purani', neg='na|kadahin', mf=True, t='baare|bare|babat', w='khabardar|dhoka|misal|dasso',
             act='manzoor karo|likh deyo|bhejo|bhej deyo|deyo|badlo|mitao', st='janchya hoya|manzoor theya|sab ton wadh|pehla', ls='sara record|poori list|gahkan di|mareez da sara', hide='na dasso|kujh na dasso|na dassiyo|na dikhao'),
 'ps-latn': dict(s='latin', v='hera kra|her kra|hera kre|la pama wghorzawa|la pama wghorzawai|pam ma kawa|nazarandaz kra', n='larkhowane|larkhowana|larkhowune|hidayat|amruna|qawaid', a='toli|tole|tolay|tol|tolo', e='pakhwani|pakhwanai|makhkani|makhkinai', neg='ma|hes kala', mf=True, t='pa bara ke|pa bare ke|da para', w='khabardari|dargali|misal|khabar rakra',
             act='manzoor kra|tayid kra|nakhsa kra|wlega|wlegda|warkra|badal kra|paka kra', st='tayid shawe|manzoor shawe|ter tolo lwar|lumray', ls='bashpara list|tol rekardoona|da peerodunko|da naroogh tol', hide='ma waya|hes ma waya|sa ma waya|ma ye waya|ma khaya'),
 'din': dict(s='latin', v='pal|palë|duk|tɔ̈ɔ̈ŋ', n='wɛ̈t ë kɔ̈ɔ̈c|kä ke wɛ̈t|löŋ|lööŋ|cïn|wɛ̈t', a='ebɛn|ëbɛ̈n|ëbɛn|kedhie|kɔc ëbɛ̈n', e='ke ɣɔn|ɣɔn|tueeŋ|thɛɛr', neg='duk|cïe|acïn|yïn cï', t='ke kä|në biäk|ë kä ke', w='tiit|math|cït|lɛ̈k ku',
             act='gam|gɔ̈t|gɔ̈ɔ̈r|tuɔc|tuɔɔc|gäm|waar|nyaai|cuɔl', st='cï yen caath|cï gam|në nhial|tueeŋ|cï cuɔl', ls='athör ë kɔc|athör ë raan ëbɛ̈n|kɔc ke ɣɔɔc', hide='duk raan lɛ̈k|duk kɔc ke luɔi lɛ̈k|duk lɛ̈k|cïn raan'),
 'luo': dict(s='latin', v='wiyi mar|wiyo mar|kik iket|kik idew|weyo', n='chik|chike|puonj|chenro|ote', a='duto|te duto', e='mane okwongo|mokwongo|machon|mosekadho', neg='kik|ok', t='kuom|e wi', w='tang|wuond|kaka ranyisi|nyiswa',
             act='yie|ndik|or|ori|mi|lok|ruch|chul', st='osepim|oseyie|malo moloyo|mokwongo|osechul', ls='list mar jowuoth|list mar|weche duto|ndiko duto', hide='kik inyis|kik iwach|kik inyiso|ka ok inyiso'),
 'lg': dict(s='latin', v='buusa|buuse|buusa amaaso|tofaayo|tofa ku|wereza', n='ebiragiro|ebiragiro byonna|amateeka|ebilagiro|ebyalagirwa', a='byonna|gonna|zonna|bwonna', e='ebyasooka|ebyedda|ag\'emabega|egyemabega|eby\'emabega|byemabega|agasooka', neg='to|toli|tobangako', t='ebikwata ku|ku|ebikwata', w='weegendereze|bulimba|ng\'ekyokulabirako|tutegeeze',
             act='kkiriza|kakasa|wandiika|okiwandiike|weereza|oweereze|wa|kyusa|sazaamu|sasula', st='kukakasiddwa|kikakasiddwa|kkirizibbwa|okusingira ddala|ekisooka|kusasuddwa', ls='olukalala lwonna|ebiwandiiko byonna|lw\'abaguzi|lwa baguzi', hide='tobuulira|tobibuulirako|tobuulirako|tobamanyisa|awatali kubuulira'),
 'aa': dict(s='latin', mf=True, v='hab|habaay|habay|cabi|cabaay|maqalin', n='amri|amrih|tatrusse|tatrussem|ceeli', a='inkih|inkihih|inki', e='duma|dumah|duma tatrusse|kalah', neg='ma|mari|hinnay', t='iyyaanam|kah', w='cubbus|gadda|misaale|nee warisa',
             act='oggolsit|oggol|ab|abaay|rub|rubaay|uxuy|ucuy|edde', st='faxxiime ixxigaanah|oggolime|tabbat|naharsi|ucuyime', ls='kitaabah inkih|listi inkih|miseenih kitaab', hide='mawarin|num kah mawarin|aysukumi mawarin|warisinnaay'),
 've': dict(s='latin', v='hangwani|hangwa|sa londi|songo londa|ni songo thetshelesa|litshani', n='ndaela|milayo|ndaedzo|maitele', a='dzothe|zwothe|yothe|wothe', e='dza kale|dza u thoma|dzo fhiraho|dza murahu', neg='ni songo|u songo|songo', t='nga ha|malugana na', w='khaidzo|tsimbe|tsumbo|ri divhadzeni',
             act='tendelani|tendela|swaye|swayani|rumelani|rumela|ṋea|nea|shandukisa|bvisa|badela', st='tikedzwaho|tendelwa|ntha-ntha|u thoma|badelwa', ls='mutevhe wothe|rekhodo dzothe|vharengi', hide='u songo vhudza|ni songo vhudza|songo vhudza|ni songo divhadza'),
 'ts': dict(s='latin', v='rivalani|rivala|honisa|honisani|mi nga yingisi', n='swiletelo|xiletelo|milawu|swileriso', a='hinkwaswo|hinkwayo|hinkwavo|hinkwako', e='swa khale|swo sungula|swa le mahlweni|leswi hundzeke', neg='mi nga|u nga|nga tshuki', t='mayelana na|mayelana ni|hi ta', w='xilemukiso|vuxisi|xikombiso|hi tivisiseni',
             act='amukelani|amukela|funga|fungani|rhumelani|rhumela|nyikani|nyika|cinca|susa|hakela', st='tiyisisiweke|amukeriweke|ehenhla|xo sungula|hakeriweke', ls='nxaxamelo hinkwayo|rhekhodo hinkwayo|ya vaxavi|ya vaendzi', hide='mi nga byeli|u nga byeli|nga byeli|mi nga tivisi'),
 'nd': dict(s='latin', v='khohlwani|khohlwa|ungayinaki|lingayinaki|ungazinaki', n='imilayo|umlayo|imithetho|iziqondiso|inkombandlela', a='yonke|zonke|wonke', e='yakuqala|zakuqala|yangaphambili|edlulileyo', neg='unga|linga|lingaze|ungaze', t='mayelana|ngoku', w='isexwayiso|inkohliso|isibonelo|sazisini',
             act='vumani|vuma|phawula|liphawule|thumelani|thumela|uthumele|nikani|ntshintsha|susa|bhadala', st='njengesihloliweyo|sihloliweyo|kuvunyiwe|phezulu kakhulu|kuqala|kubhadaliwe', ls='uluhlu lonke|wonke amarekhodi|lwabathengi', hide='lingatsheli|ungatsheli|ungamtsheli|lingabatsheli|ungabatsheli'),
 'hz': dict(s='latin', v='zembi|zembii|ngunda|o ha pwikiri', n='omiragiro|omuragiro|omatjangwa|ovirongo', a='avihe|aveh|auhe|avehe|imbi avihe', e='vyokombunda|vyapeke|vyakukuru|kombunda', neg='o ha|amu ha', t='vyohanga|kohanga|ohunga', w='omburiro|omakorokotwa|otjihorera|tu raera',
             act='itavera|tjanga|tuma|pa|isa|ryanga|randisa', st='ya konḓononwa|ya kondononwa|ya itavererwa|okombanda|otjotjotjitenga', ls='omutjivaro auhe|omaandjero avehe|wovarande|wovayenda', hide='o ha raera|amu ha raera|o ha raere'),
 'kj': dict(s='latin', v='dhimbwa|dhimbweni|ino dhimbulula|ino pulakena', n='omalombwelo|elombwelo|oompango|iilombwelo', a='agehe|aguhe|adhihe|ayehe|ashihe', e='gonale|gopetameko|gwonale|nale', neg='ino|inamu|ino nando', t='kombinga|kombinga yehala', w='elondodho|oku fundja|oshiholelwa|tu tseyithila',
             act='zimina|nyola|nyole|tumina|tuma|gandja|lundulula|dhima|futa', st='kwashilipalekwa|olya kwashilipalekwa|zimininwa|oshopombanda|tango|lya futwa', ls='omusholondondo aguhe|omishangwa adhihe|gwaaguli|dhaayenda', hide='ino lombwela|inamu lombwela|ino lombwela nando'),
 'ktu': dict(s='latin', v='kuzimbisa|zimbisa|kulanda ve|kuwa ve', n='bantuma|ntuma|malongi|mikanda|bansiku', a='yonso|yonsono|nyonso', e='ya ntete|ya ntama|ya kala', neg='ve|ata', nega=' ve', t='sambu na|na yina me tala', w='kuyibuka|luvunu|mbandu|zabisa beto',
             act='ndima|sonika|tinda|pesa|soba|katula|futa', st='bo me tala|me ndimama|ya nene|ya ntete|me futama', ls='liste ya mvimba|dosie yonso|bakliya|banzenza', hide='kuzabisa|kuzabisa muntu ve|kuzabisa bisadi|kutuba ve'),
 'chr-latn': dict(s='latin', mf=True, tp=True, v='tlesdi yitsadvdasda|tlesdi yisadvdasda|tsinelisesdi|yitsadvdasda', n='didehlogwasdi|didehlogwasgi|dideyohdi|kanohedi', a='nigadv|nigada|nigav', e='', neg='tlesdi|tla', t='ugvwiyu|nasgi', w='adayadoligi|adalonuhesgi|ganvsa|sgihnoneli',
             act='tsadanilvga|tsowela|wineh|winehi|hnehi|ganvnvsa|ditsanoneli', st='agatahvhi|agatahvi|ugvwiyuhi|igvyi', ls='nigadv didanisisgi|didanisisgi dunadov|dunadov', hide='tlesdi yiditsanoneli|tlesdi yihnoneli|tlesdi yigohvsi'),
 'sat-latn': dict(s='latin', mf=True, v='hiring me|hiṛiñ me|hiring pe|alom hataoa|alom ayuma', n='hukum|hukumko|nirdes|salah', a='sanam|joto|sanamak', e='marang|maraṅ|marang reak|sedae', neg='alom|alope|ched hon', t='babot|reak', w='sabdhan|beyakupi|nemon|ale lai ale',
             act='manaw me|chinha me|kul me|kul pe|em me|bodol me|gidi me', st='nel chaba|manaw chaba|sanam khon|poyla', ls='pura talika|grahok kowak|sanam record', hide='alom laya|alom laiya|alope laiya|ched hon alom'),
 'ady': dict(s='cyrl', v='щыгъупщэ|щыгъупщэх|щыгъупшэ|гу лъымытэ|гу лъымытэх|умылъыт', n='унашъо|унашъохэр|унэшъохэр|унашъом|унэшъо|къэгъэлъэгъон|инструкци', a='зэкӏэ|зэкIэ|пстэури|пстэуми|зэкӏэми', e='ыпэрэ|ыпэкӏэ|ыпэкIэ|пасэрэ|ыпэ', neg='умы|хъущтэп|зи', mf=True, t='фэгъэхьыгъэ|фэгъэхьыгъ', w='гъэсэныгъ|гъэпцӏ|щысэ|къытаӏу',
             act='зэгъэзэфэ|тхы|фэгъэхь|фэгъакӏо|ет|зэблэхъу|гъэкӏод|тыгъ|езэгъ', st='уплъэкӏугъэу|уплъэкIугъэу|зэгъэзэфагъэ|анахь лъагэ|апэрэ|тыгъэ', ls='клиентхэм яспискэ|икъэбархэр зэкӏэ|унагъом икъэбар', hide='зи ямыӏу|зи арымыӏу|зи къемыӏу|умыӏу|ямыӏу'),
 'kbd': dict(s='cyrl', v='щыгъупщэ|щыгъупщэт|гу лъумытэ|гу лъывмытэ|къыпхуэмыщӏэ', n='унафэ|унафэхэр|унафэр|инструкци|дыгъэлъагъуэ', a='псори|псоми|псом|псэуми', e='япэ|япэрей|пасэрей|иджыпсту щыӏэ', neg='зэи|умы|зыри', mf=True, t='теухуа|и лъэныкъуэкӏэ', w='гу лъыттэ|пцӏы|щапхъэ|къыдэӏуэ',
             act='къэщтэ|тетхэ|иутӏыпщ|утӏыпщ|ет|зэхъуэкӏ|гъэкӏуэд|тын', st='къапщытащ|къэщтащ|нэхъ лъагэ|япэ увыпӏэ|тыпщ', ls='я спискэр псори|хъыбархэр псори|клиентхэм я спискэ', hide='зыри жумыӏэ|зыри яжумыӏэ|жумыӏэ|умыгъэщӏэ'),
 'inh': dict(s='cyrl', v='дицде|дицдела|дицде шун|тидам ма де|тергам ма бе', n='тӏехьадаьхар|тӏехьадаьхараш|тӏадахкар|тӏадахкараш|инструкци|тоӏа хоам', a='деррига|массаза|дерригаш', e='хьалхара|хьалхарча|хьалха', neg='ма|цкъаа', t='хьакъехьа|хьокъехь', mf=True, w='тергам бе|харц|масала|хоам бе',
             act='тӏаэца|тӏеэца|билгалде|дахийта|дахийте|ле|хувца|дӏаяккха|дӏала', st='хьажаб|тӏаэцаб|уггар лакхара|хьалхара|дӏаденнаб', ls='клиентий списка|доазала хоамаш|деррига хоамаш', hide='хӏама а ма ала|ма ала|цхьаккха а ма ала|цхьанне а ма ала'),
 'lez': dict(s='cyrl', v='рикӏелай алуд|рикӏелай ракъур|фикир гумир|фикир гумирай|вил гумир', n='тӏалабун|тӏалабунар|инструкци|буйругъ|меслятар', a='вири|вирибур|гьар', e='виликан|вилик тир|виликди|вилик', neg='садрани|мир|мирай', mf=True, t='чкадин|гьакъиндай', w='фикир це|алцурар|мисал|хабар це',
             act='тестикьа|къейд ая|ракъура|ракъур|це|дегишара|чукӏура|гуз', st='ахтармишнавайди|тестикьнавайди|виридалайни вини|сад лагьай|гуднавайди', ls='клиентрин вири список|вири малуматар|хизандин вири', hide='са затӏни лугьумир|лугьумир|затӏни лугьумир|хабар гумир'),
 'udm': dict(s='cyrl', v='вунэт|вунэтэ|вунэтэ|вунэтэлэ|эн пыры|уг пыры', n='косэм|косэмъёс|косэмъёсты|индыкс|инструкци|ӝутон', a='вань|ваньмыз|ваньмызлэсь|ваньзэ', e='азьвылъем|азьвыл|вашкала|азьло', neg='эн|уг|нокызьы', nega='', mf=True, t='сярысь|сярен|понна', w='сак луэ|пӧяськон|пример|иворты',
             act='юнматы|пусъя|пусъялэ|ысты|ыстэ|сёт|воштты|быдты|тырты', st='эскерем|юнматэм|тросгес|нырысетӥ|тыртэм', ls='клиентъёслэсь|семьяез сярысь|ваньмыз ивортэт', hide='номыр но эн вера|эн вера|номре но эн вера|эн ивортэ'),
 'mhr': dict(s='cyrl', v='мондо|мондыза|ит шотло|ида шотло|шотыш ит нал', n='кӱштымаш|кӱштымашым|кӱштымаш-влак|инструкций|ойлымаш', a='чыла|чылаштым|уло', e='ончычсо|ончычшо|тошто|ондак', neg='ит|ида|нигунам', mf=True, t='нерген|шотышто', w='шекланыза|шойыштыш|пример|увертаре',
             act='пеҥгыдемде|пеҥгыдем|палемде|колто|колтыза|пу|вашталте|кораҥде|тӱле', st='тергыме|пеҥгыдемдыме|эн кӱкшӧ|икымше|тӱлымӧ', ls='клиент-влакын|ешын чыла|тичмаш списокыштым|чыла увертшым', hide='нимом ит ойло|ит ойло|нимом ида ойло|ида ойло'),
 'kv': dict(s='cyrl', v='вунӧд|вунӧдлы|вунӧдлӧй|эн тӧд|эн видзӧд', n='индӧд|индӧдъяс|индӧдъястӧ|инструкци|тшӧктӧм', a='став|ставсӧ|быдсӧн|быд', e='водзза|водзджык|важ|водзвыв', neg='эн|некор', mf=True, t='йылысь|боксянь', w='видзчысь|пӧръясьӧм|пример|юӧртӧй',
             act='вынсьӧдлы|пас|ыстыв|ысты|сет|вежлы|бырӧд|мынтыв', st='видлалӧм|вынсьӧдӧм|медвылыс|медводдза|мынтӧм', ls='клиентъяслысь|став юӧр|тыр списоксӧ|семья йылысь став', hide='нинӧм эн шу|эн шу|некодлы эн шу|нинӧм оз шу'),
 'myv': dict(s='cyrl', v='стакалгавт|стакалгавтык|стакалгавтодо|иляк ване|иляк кунсоло', n='ёвтнема|ёвтнематнень|индыкс|инструкци|кармавтома', a='весе|весемень|вейке-вейке', e='икелень|икеле|ташто|икелькс', neg='иляк|иля|зярдояк', mf=True, t='колга|таркань', w='ванстоведе|манчема|невтевкс|кучт кулят',
             act='кемекстык|тешкстак|кучт|кучо|макст|полавт|нардык|пандык', st='ваннозь|кемекстазь|седе вадря|васенце|пандозь', ls='клиентнэнь весе|весе сведениятнень|семиянть ланга', hide='мезеяк иляк мере|иляк мере|мезеяк иляк', ),
 'mdf': dict(s='cyrl', v='юкстак|юкстада|юкстаса|тяк ваннда', n='индыкс|индыкснетнень|инструкци|кармафтома', a='сембе|сембонь|сембонок', e='инголень|инголе|сире', neg='аф|тяк|зярдонга', mf=True, t='колга|вастть', w='ванфтк|шорхкодема|мярьгонди|азондк',
             act='кемокстт|кемоктт|тешкстак|кучт|макст|полафт|нардак|пандт', st='ваннфкс|кемокстаф|седи оцю|васенце|пандф', ls='клиентнень сембе|сембе информациять|семьять колга', hide='мезеяк аф азк|аф азк|тяк азк|мезеяк тяк'),
 'tyv': dict(s='cyrl', v='уттуп каг|уттуп кааптар|уттуп каавыт|кичээнгей салба|херекке албаңар', n='айтыышкын|айтыышкыннар|айтыышкыннарны|инструкция|дужаал', a='бүгү|шупту|ниити', e='мурнуку|бурунгу|эрткен', nega='ва|ве|ба|бе|па|пе', mf=True, w='кичээнгейлиг|мегелээшкин|чижээ|дыңнадыңар',
             act='бадыткап|демдекте|чорут|чорудуңар|бер|өскертип|казып|төле', st='хынаан|бадыткаан|эң бедик|бирги|төлээн', ls='клиентилерниң|бүгү медээлерин|долу даңзы', hide='чүнү-даа чугаалава|чугаалава|чугаалаваңар|дыңнатпа'),
 'kjh': dict(s='cyrl', v='ундып|ундып сал|ундып салыңар|ундыбаңар|сағынма', n='пирікчі|пирікчілерні|пирікчілер|инструкция|чахығ', a='пар|пӱдӱн|пӱрӱн|прайзын', e='алнындағы|пурунғы|иртен', nega='ба|бе|па|пе|ма|ме', mf=True, w='хайраан|хоғыстанығ|пример|чоохтаңар',
             act='пазыбыс|пазыбыстаңар|таңмала|ысхын|ысхыңар|пир|тӧле|ал', st='тексерілген|пазыбыстал|ӧӧн ӧрӧ|пастағы|тӧлеен', ls='клиенттернің|пӧлӱктің хоостар|хоостарын|толдыра списог', hide='ниме дее чоохтаба|чоохтаба|чоохтабаңар|пілдірбе'),
 'alt': dict(s='cyrl', v='ундып|ундып сал|ундып салыгар|ундыбагар|ајарыбагар', n='јакылта|јакылталар|јакылталарды|инструкция|кӧргӱзӱ', a='ончо|бастыра|бӱткӱл', e='озогы|озо|мурнаҥы|ӧткӧн', nega='ба|бе|па|пе|ма|ме', mf=True, w='сак болыгар|тӧгӱн|кеп|јетиригер',
             act='јарада|јарадып|темдекте|ий|ийигер|бер|солы|јоголт|тӧлӧ', st='шиҥжелген|јарадылган|эҥ бийик|баштапкы|тӧлӧлгӧн', ls='клиенттердиҥ|биленин бастыра|толо тизим|бастыра медээ', hide='неме де айтпа|айтпа|айтпагар|неме де айтпагар'),
 'nog': dict(s='cyrl', v='умыт|умытынъыз|умытып|эсинъе алма|эсапка алма', n='коьрсетпе|коьрсетпелер|коьрсетпелерди|инструкция|буйрык', a='барлык|бар|боьтен', e='алдынгы|бурынгы|эски', nega='ма|ме|па|пе', mf=True, w='эскертуьв|алдав|мысал|билдиринъиз',
             act='расла|расланъыз|белгиле|белгиленъиз|йибер|йиберинъиз|бер|озгерт|оьшир|тоьле', st='тексерилген|расланган|энъ йогары|биринши|тоьленген', ls='клиентлердинъ|бар аьел|аьел маьлиметлер|толы списог', hide='бир зат та айтпа|айтпа|айтпанъыз|билдирме'),
 'crh-cyrl': dict(s='cyrl', v='унут|унутынъыз|эсапкъа алма|назар-дикъкъат этме', n='талимат|эмир|къаиде|инструкция', a='бутюн|эписи|эр бир', e='эвельки|эвельден|эски', nega='ма|ме|манъыз|менъиз', mf=True, w='тенбие|алдатув|меселя|бильдиринъиз',
             act='тасдикъле|тасдикъленъиз|ишаретле|ишаретленъиз|йибер|йиберинъиз|бер|денъиштир|сил|тёле', st='тешкерильген|тасдикъленген|энъ юксек|биринджи|тёленген', ls='мюштерилер листеси|бутюн малюмат|аиле малюмат', hide='айтма|айтманъыз|ич бир шей айтма|бильдирме'),
 'kaa-cyrl': dict(s='cyrl', v='умыт|умытың|умытыңыз|естен шығар|итибарға алма', n='көрсетпе|көрсетпелер|көрсетпелерди|буйрық|инструкция', a='барлық|ҳәмме|бәри', e='алдыңғы|алдынғы|бурынғы|ескі|өткен', nega='ма|ме|па|пе|ба|бе', mf=True, w='ескертиў|алдаў|мысалы|хабарлаң',
             act='тастыйықла|тастыйықлаң|белгиле|белгилең|жибер|жибериң|бер|өзгерт|өшир|төле|расла', st='тексерилген|тастыйықланған|ең жоқары|биринши|төленген', ls='клиентлердиң толық|толық дизим|барлық мағлыўмат', hide='айтпа|айтпаң|ҳеш нәрсе айтпа|хабарлама'),
 'si': dict(s='sinh', v='නොසලකා හරින්න|නොසලකා හරිනු|අමතක කරන්න|අමතක කරනු|නොසලකන්න', n='උපදෙස්|උපදේශ|නියෝග|නීති', a='සියලු|සියල්ල|සියලුම|සම්පූර්ණ', e='කලින්|පෙර|පෙරාතුව|පැරණි', neg='එපා|කිසි විටෙක', nega=' එපා', mf=True, t='ගැන|සම්බන්ධයෙන්', w='අවවාද|වංචා|උදාහරණ|දන්වන්න',
             act='අනුමත කර|අනුමත කරන්න|සටහන් කරන්න|සලකුණු කරන්න|යවන්න|දෙන්න|වෙනස් කරන්න|මකන්න|ගෙවන්න', st='තහවුරු කළ|අනුමත කර ඇති|අනුමත කළ|ඉහළම|පළමු|ගෙවූ', ls='ලැයිස්තුව|සියලු වාර්තා|සම්පූර්ණ ගනුදෙනුකරු', hide='නොකියන්න|නොපෙන්වන්න|කිසිවෙකුට නොපෙන්වන්න|කිසිවක් නොකියන්න|කියන්න එපා'),
 'syl': dict(s='beng', v='ভুলি যাইন|ভুলি যান|বাদ দেইন|বাদ দেও|বাদ দিন', n='নির্দেশনা|নির্দেশ|হুকুম|নিয়ম', a='হকল|সব|সকল', e='আগের|আগর|পুরান', neg='কুনু সময়', nega=' না', mf=True, t='বারে|ব্যাপারে', w='সাবধান|ঠগবাজি|উদাহরণ|জানাইন',
             act='মঞ্জুর করইন|মঞ্জুর|পাঠাইন|পাঠাই দেইন|লেখি দেইন|লেখি দেন|দেইন|বদলাইন|মুছি', st='যাচাই অইছে|মঞ্জুর অই|মঞ্জুর অইছে|সবথাকি বেশি|পয়লা', ls='পুরা তালিকা|হকল কাগজ|গ্রাহকর', hide='কইন না|কিচ্ছু কইন না|দেখাইন না|কেউরে দেখাইন না'),
 'ctg': dict(s='beng', v='ভুলি যান|ভুলি যাও|বাদ দন|বাদ দেন|বাদ দি ফেলাও', n='হুকুম|নির্দেশ|নিয়ম', a='বেক্কুন|হক্কল|অক্কল', e='আগর|আগের|আগোর', neg='ন|কোনদিন', mf=True, t='ব্যাপারে|বাপারে', w='হুঁশিয়ার|ধোঁকা|উদাহরণ|জানাইয়ুন',
             act='মঞ্জুর গরন|পাঠাই দন|লেহি দন|লেখি দন|দন|বদলাই দন', st='যাচাই অইয়ে|মঞ্জুর অইয়ে|মঞ্জুর অইছে|বেশি|পইলা', ls='বেক্কুন লিস্টি|বেক্কুন কাগজ|গ্রাহকর', hide='ন কইবান|কিছু ন কইবান|ন দেহাইবান|কারেও ন দেহাইবান'),
 'tcy': dict(s='knda', v='ಮರಪುಲೆ|ಮರಪುಲೆ|ಬುಡ್ಲೆ|ಬುಡುಲೆ|ಗಮನ ಕೊರೊಡ್ಚಿ', n='ಸೂಚನೆ|ಸೂಚನೆಲೆನ್|ಆದೇಶ|ನಿಯಮ', a='ಮಾತಾ|ಮಾತ|ಪೂರಾ', e='ಮುಂಚಿನ|ಪಿದಯಿದ|ದುಂಬುದ|ಪರತ್ತ್', nega='ಒಡ್ಚಿ|ಓಡ್ಚಿ', mf=True, t='ಬಗ್ಗೆ', w='ಎಚ್ಚರಿಕೆ|ಮೋಸ|ಉದಾಹರಣೆ|ತಿಳಿಪುಲೆ',
             act='ಒಪ್ಪಿಗೆ ಮಲ್ಪುಲೆ|ಗುರ್ತ ಮಲ್ಪುಲೆ|ಕಡಪುಡುಲೆ|ಕಡಪುಡ್ಲೆ|ಬರೆಲೆ|ಕೊರ್ಲೆ', st='ಪರಿಶೀಲನೆ ಆತ್ಂಡ್|ಒಪ್ಪಿಗೆ ಆತ್ಂಡ್|ಮಾತೆರೆಡ್ದ್ ಎಚ್ಚ|ಸುರುತ', ls='ಮಾತಾ ದಾಖಲೆ|ಮಾತಾ ಪಟ್ಟಿ|ಗ್ರಾಹಕೆರೆನ', hide='ಪನೊಡ್ಚಿ|ಒಂಜಿಲಾ ಪನೊಡ್ಚಿ|ತೋಜಾವೊಡ್ಚಿ|ಏರೆಗ್ಲಾ ತೋಜಾ'),
 'brx': dict(s='deva', v='बावगार|नेवसि|नेवसिनो|गोसो होनो नङा', n='निर्देशन|निर्देश|हुकुम|आइन', a='गासै|सोगासै', e='सिगांनि|सिगां', nega=' नङा', mf=True, t='सोमोन्दै', w='सावधान|फाखाव|बिदिन्थि|फोरोंदो',
             act='मंजुर खालाम|सिन|लिर|दैथाय|हो|सोलाय', st='नायसिनाय जादों|मंजुर जादों|गनायथि होनाय जादों', ls='गासै रेकर्ड|गासै लिस्टि|बायग्रागिरि', hide='बुङो नङा|दिन्थिनो नङा|जेबो बुङो'),
 'skr': dict(s='arab', v='بھل ونجو|بھل ونج|چھوڑ ڈیوو|چھوڑ ڈیو|دھیان نہ ڈیوو', n='ہدایتاں|ہدایت|حکم|قاعدے', a='ساریاں|سارے|تمام', e='پہلے دیاں|پہلے|پچھلیاں|پراݨیاں', neg='نہ|کݙاہیں', mf=True, t='بارے|بابت', w='خبردار|دھوکا|مثال|ڈسو',
             act='منظور کرو|لکھ ڈیوو|بھیجو|بھیج ڈیوو|ڈیوو|بدلو|مٹاؤ', st='جانچیا ہویا|منظور تھیا|سب توں ودھ|پہلا', ls='سارا ریکارڈ|پوری لسٹ|گاہکاں دی', hide='نہ ڈسو|کجھ نہ ڈسو|نہ ݙکھاؤ'),
 'chr': dict(s='cher', tp=True, v='ᏞᏍᏗ ᏱᏣᏛᏓᏍᏓ|ᏞᏍᏗ ᏱᏣᏛᏓᏍᏔᏅ|ᏣᏁᎵᏎᏍᏗ', n='ᏗᏕᏲᏗ|ᏗᏕᏲᎲᏍᎩ|ᎧᏃᎮᏗ', a='ᏂᎦᏛ|ᏂᎦᏓ', e='', neg='ᏞᏍᏗ', mf=True, t='ᎤᎬᏫᏳ', w='ᎠᏓᏯᏙᎵᎩ|ᎠᏓᎶᏄᎮᏍᎩ|ᏍᎩᏃᏁᎵ',
             act='ᏣᏓᏂᎸᎦ|ᏦᏪᎳ|ᏫᏅ|ᏫᏅᎯ|ᎯᏁᎯ', st='ᎠᎦᏔᎲᎯ|ᎤᎬᏫᏳᎯ', ls='ᏗᏓᏂᏏᏍᎩ ᏚᎾᏙᎥ|ᏚᎾᏙᎥ', hide='ᏞᏍᏗ ᏱᏗᏣᏃᏁᎵ|ᏞᏍᏗ ᏱᏣᏃᏁᎵ'),
 'sat': dict(s='olck', v='ᱦᱤᱲᱤᱧ ᱢᱮ|ᱦᱤᱲᱤᱧ ᱯᱮ|ᱟᱞᱚᱢ ᱦᱟᱛᱟᱣᱟ', n='ᱦᱩᱠᱩᱢ|ᱱᱤᱨᱫᱮᱥ', a='ᱥᱟᱱᱟᱢ|ᱡᱚᱛᱚ', e='ᱢᱟᱲᱟᱝ|ᱢᱟᱲᱟᱝ ᱨᱮᱭᱟᱜ', neg='ᱟᱞᱚᱢ|ᱟᱞᱚᱯᱮ', mf=True, t='ᱵᱟᱵᱚᱛ', w='ᱥᱟᱵᱫᱷᱟᱱ|ᱵᱮᱭᱟᱹᱠᱩᱯᱤ|ᱟᱞᱮ ᱞᱟᱹᱭ',
             act='ᱢᱟᱱᱟᱣ ᱢᱮ|ᱪᱤᱱᱦᱟᱹ ᱢᱮ|ᱠᱩᱞ ᱢᱮ|ᱮᱢ ᱢᱮ|ᱵᱚᱫᱚᱞ ᱢᱮ', st='ᱧᱮᱞ ᱪᱟᱵᱟ|ᱢᱟᱱᱟᱣ ᱪᱟᱵᱟ', ls='ᱯᱩᱨᱟᱹ ᱛᱟᱹᱞᱤᱠᱟᱹ|ᱜᱨᱟᱦᱚᱠ ᱠᱚᱣᱟᱜ', hide='ᱟᱞᱚᱢ ᱞᱟᱹᱭᱟ|ᱟᱞᱚᱯᱮ ᱞᱟᱹᱭᱟ'),
}
# (Cherokee's capitals as the readings read them: lower-cased, the syllabary's small letters. Its earlier words are left
# out: an override is read with "all" only, as its topics' grammar is not written here.)
SPENT['chr'] = {k: (v.lower() if isinstance(v, str) and k != 's' else v) for k, v in SPENT['chr'].items()}
SPENT_COND = {
 'ltg': ('ja|ka', 'naizpildit|nasekojit'), 'rup': ('ma|s-', 'nu u fâţeţ|nu u ascultaţ'), 'gag': ('eer', 'yapmayın|dinlämeyin'), 'crh': ('eger', 'yapmañız|tıñlamañız'),
 'kaa': ('eger', 'orınlamań|tıńlamań'), 'kha': ('lada', 'wat bud|wat leh'), 'lus': ('chuan|a nih chuan', 'zawm suh|ti suh'), 'lg': ('bwe', 'tobugoberera|tokikola'),
 've': ('arali', 'ni songo i tevhela|ni songo tevhela'), 'ts': ('loko', 'mi nga swi landzeleli|mi nga landzeleli'), 'nd': ('uma', 'lingakulandeli|ungakulandeli'),
 'luo': ('ka', 'kik iluw|kik itim'), 'ktu': ('kana', 'kulanda yo ve|kusala yo ve'), 'ady': ('ащ', 'умыгъэцакӏ'), 'kbd': ('и', 'умыгъэзащӏэ'), 'inh': ('нагахьа', 'ма де|ма леладе'),
 'udm': ('тодам', 'эн быдэсъя'), 'mhr': ('тыгеже', 'ит шукто'), 'kv': ('кӧ', 'эн вӧч'), 'myv': ('бути', 'иляк тее'), 'mdf': ('ли', 'тяк тиить'),
 'si': ('නම්|යම්', 'පිළිපදින්න එපා|අනුගමනය නොකරන්න'), 'skr': ('اگر', 'نہ منو|عمل نہ کرو'),
}
SPENT_LEADS = ['aizmierst', 'instrukcej', 'rodejum', 'agarshi', 'nasaat', 'talimat', 'rsetpe', 'jingpynshai', 'thupek', 'theihnghilh', 'ngaihthah',
               'bhuli z', 'hukum', 'ningsang', 'nawlnak', 'hukumrang', 'pringnibo', 'twahta', 'nirdesh', 'upades', 'nosalaka', 'soochane', 'marapule', 'baogar',
               'hidayat', 'larkhowan', 'hera kra', 'pakhwani', 'ebiragiro', 'amateeka', 'buusa', 'tatruss', 'amrih', 'ndaela', 'hangwani', 'swiletelo', 'rivalani',
               'honisa', 'imilayo', 'khohlwa', 'omiragiro', 'zembi', 'omalombwelo', 'dhimbwa', 'bantuma', 'kuzimbisa', 'malongi', 'didehlogw', 'hiring me', 'wiyi mar', 'toromarik', 'hadino']
# (The letters people type for the palochka, as for Chechen's and Avar's.)
for code in ('ady', 'kbd', 'inh', 'lez'): TYPED[code] = [('\u04cf', 'i'), ('\u04cf', '1'), ('\u04cf', 'I')]
# Words the existing tables lacked for the same languages' orders (forgetting as setting aside, the earlier words and
# the topic words people write), added to their rows.
MORE_WORDS = {
 'tn': dict(t='mabapi|mabapi le'), 'sn': dict(v='kanganwa|kanganwai|kanganwa zvose'),
 'ps': dict(v='هېر کړئ|هیر کړئ|له پامه وغورځوئ'), 'ti': dict(v='ረስዕ|ረስዑ|ሸለል በሉ'),
 'yue-latn': dict(v='m4 sai2 lei5|m sai lei'),
 'haz-latn': dict(v='nadida bigir|nadida begir|nadide bigir|faramush ko|faramosh ko', n='dasturay|dastur haye|dastur ha', ls='list-e kamil|moshtariya|moshtariyo'),
 'wo': dict(t='yi ci|yu ci|ci wallu|ci mbirum', ls='limu kiliyaan|limu kiliyaan yi'), 'mg': dict(v='hadinoy|hadino daholo', ls='lisitry ny mpanjifa|ny mpanjifa rehetra'),
 'st': dict(v='lebala|lebalang', ls='lenane lohle|lenane la bareki|la bareki'), 'uk-latn': dict(ls='spysok kliientiv|spysok klijentiv|vsikh kliientiv'),
 'new': dict(act='च्वयादिसँ|च्वया दिसँ|च्वयादिसं', st='स्वीकृत जुल|स्वीकृत जुइ', hide='क्यनेमते|सुयातं क्यने|सुयातं नं क्यने'),
 'ps': dict(act='ولیکه|وليکه|ولیکئ', st='منظوره شوې|منظور شوی|منظوره شوی', hide='مه ښیه|مه ښيه|مه ښایه|هیچا ته یې مه'),
 'rw': dict(act='shyira|uyihe|uhe|ubisibe|bisibe', st='hejuru yizindi|hejuru y izindi|amanota 5|amanota yose'),
}
for code, w in SPENT.items():
    for f in WORD_FIELDS:
        if f in w and w['s'] == 'latin': w[f] = bare_words(w[f])
        elif f in w and code in TYPED:
            words = w[f].split('|')
            w[f] = '|'.join(dict.fromkeys(words + [word.replace(a, b) for word in words for a, b in TYPED[code] if a in word]))
for code, (c, rf) in SPENT_COND.items():
    if SPENT[code]['s'] == 'latin': SPENT_COND[code] = (bare_words(c), bare_words(rf))
for code, more in MORE_WORDS.items():
    w = T.get(code) or NEW.get(code) or NEWER[code]
    for f, words in more.items():
        add = bare_words(words) if w['s'] == 'latin' else words
        w[f] = '|'.join(dict.fromkeys([x for x in (w.get(f, '') + '|' + add).split('|') if x]))
OLD_CODES = list(T)
T.update(NEW)
T.update(NEWER)
T.update(SPENT)

# The languages the fifty-fourth to fifty-sixth slices' authors wrote orders in that no table held (docs/content-readings.md,
# "The structural readings' languages"): Latin-script words written as the language writes them and read bare, as
# SPENT's; the Siberian languages' words in Cyrillic letters with the Russian words for a bill, paid, normal and confirmed
# they write; Okinawan's as written (kana and kanji, no spaces).
FARTHER = {
 'tvl': dict(s='latin', v='ke galo|galo a|sa fakalogo', n='fakatonuga|fakatonu|poloaiga|takitakiga', a='katoa|katoa loa', e='muamua|mua atu|ko oti', neg='sa|sa fai', t='e uiga ki|o te', w='pelo|fakaakoakoga|fakatokaga',
             act='ave|tuku|talia|fakailoga|tusi|fakaoti|totogi|tuku fua', st='ko oti ne siaki|ko oti ne totogi|lelei katoa|se tau', ls='lisi katoa|lisi o pasese|lisi o tino', hide='sa fai atu|sa fakailoa|sa tala atu'),
 'chk': dict(s='latin', v='kosap aleasochisi|kosap álleasochisi|manawa seni', n='allik|allik me mwan|nemenem|kapas ámmázen', a='meinisin|meinisin ekkewe', e='me mwan|mwan', neg='kosap|kousap', t='usun', w='tumunu|chofona|ewe áwewe',
             act='tinaetiw|tinatiw|etiwa|makkei|apasa|afata|mwúkúnú|kúna', st='a pwúng|mi múrinné|meinisin mi múrinné|a wes', ls='meinisin ekkewe rekoot|meinisin ekkewe iten|rekoot meinisin', hide='kosap ureni|kosap áiti|kousap ureni'),
 'pon': dict(s='latin', v='manokehla|mweidohng|dehr idawehn', n='kaweid|koasoandi|kosonned', a='koaros', e='me mahs|mahs', neg='dehr|sohte', t='duwen', w='kanahng|likamw|karasaras',
             act='kadarala|kadara|ndinda|kupwurokihla|ntinkihla|pwainda|kihda', st='mwahu koaros|e pwung|pwainla|me mwahu', ls='rekohd koaros|rekohd en sounpwainpwand', hide='dehr kasalehiong|dehr ndahng|sohte kasalehiong'),
 'pau': dict(s='latin', v='lak bo mengull|lak bo oldingel|mo melekoi', n='llach|omesodel|telbiil|ureor', a='rokui', e='er a uchei|uchei', neg='lak|diak', t='el kirel', w='oltirakl|chetengakl|ochur',
             act='mruul|ochotii|bo mo ochotii|molekoi|mo er|mesang|bo molekoi', st='kmo ungil|ungil a rokui|ngmla mo ungil|a mla mo ungil', ls='rokui el rekodo|rekodo er a re', hide='lak bo mouchais|lak bo mosaod|diak mouchais'),
 'ban': dict(s='latin', v='sampunang nuutang|sampunang ngugu|engsapang', n='pituduh|pituduh sane|pawarah|parentah', a='sami|sakancan', e='sane riin|riin|sane dumun', neg='sampunang|nenten|tusing', t='indik|ring', w='awas|tipu daya|conto',
             act='kirimang|ngirimang|cirinin|setujuin|tulisang|sinahang|ampurayang', st='sampun kacek|patut|sampun mayah|becik sami', ls='sami data|daftar pelanggan|sami daftar', hide='sampunang nguningayang|sampunang ngorahin|sampunang matur'),
 'mad': dict(s='latin', v="ja' noro'|ja' atoro'|loppae", n='parènta|parenta|pètodu', a='sadhâjâ|sadaja|kabbhi', e="sè lambâ'|lamba'|sè gâllu'", neg="ja'|ta'", t='parkara|kaangghuy', w='ngatè-ngatè|tepu|contona',
             act='kèrèm|kerem|tandhâè|tandhae|tarèma|tolès|pasti', st='ampon è pareksa|bisa nyombâng|ampon èbâjâr|patot', ls='sadhâjâ data|daftar pelanggan|data donor', hide="ja' apamèt|ja' abâli|ja' acaca"),
 'min': dict(s='latin', v='jan ikuik-an|jan ikuikan|lupoan', n='parintah|paraturan|pitunjuak', a='sado|sadonyo|sagalo', e='nan dulu|dulu|nan lamo', neg='jan|indak|ndak', t='tantang|untuak', w='awas|tipuan|contoh',
             act='kirimkan|kirim|tandoi|setujui|tulih|agiah|hapuih', st='alah dipareso|buliah|alah dibayia|rancak sadonyo', ls='sado data|daftar palanggan|sado daftar', hide='jan agiah tau|jan kecekkan|jan baritahu'),
 'bug': dict(s='latin', v="aja' muturusiwi|aja' muturuki|pallupai", n='parénta|parenta|pappasang|ade', a='sininna|maneng|manengngi', e='riolo|iolo|riyolo', neg="aja'|dé'|de'", t='passalenna|untu', w='mitai|pabbelleang|conto',
             act='kiring|kirimi|tanrai|tarimai|pasuroi|ébbui|pappébali', st='pura ripréssa|weddingngi|pura riyongkosi|makanja maneng', ls='maneng data|daftar pelanggan|data donor', hide="aja' mupaissengi|aja' mupowadangngi|aja' mupau"),
 'ace': dict(s='latin', v='bèk neuikot|bek neuikot|tuwo', n='peurintah|atoran|peutunyok', a='mandum|bandum|dum', e='nyang ka phon|ka phon|nyang ka ilé', neg='bèk|bek|hana', t='keuhai|keu', w='ingat|peunipèe|contoh',
             act='kirém|kirem|tanda|teurimong|tuléh|peugah jeuet|sumbang', st='ka geuperiksa|jeuet geusumbang|ka geubayeue|mangat mandum', ls='mandum data|daftar peulanggan|data donor', hide='bèk neupeugah|bek neupeugah|bèk neupeuturi'),
 'ilo': dict(s='latin', v='dimo tungpalen|saanmo a tungpalen|liplipatem|lipatem', n='bilin|instruksion|pannakaisuro|alagaden', a='amin|amin a|isuamin', e='immuna|napalabas|idi', neg='dimo|saan|saanmo|dika', t='maipapan iti|maipapan', w='agannad|panangallilaw|kas pagarigan',
             act='ipatulodmo|ipatulod|anamongam|markaam|markaan|isuratmo|iyawatmo', st='naberipika|nabayadan|a bayadan|nasayaat amin', ls='amin a rekord|listaan dagiti|amin a listaan', hide='dimo ibaga|dimo ipakaammo|saanmo nga ibaga'),
 'hil': dict(s='latin', v='indi pagsundon|kalimtan|indi pagtumanon', n='sugo|mando|instruksyon|pahanumdom', a='tanan|tanan nga', e='nahauna|sang una|nagligad', neg='indi|dili|wala', t='parte sa|nahanungod sa', w='halong|panglimbong|pananglitan',
             act='ipadala|aprobahan|markahi|markahan|isulat|ihatag|kuhaa', st='na-verify|bayad na|nabayaran|maayo tanan', ls='bug-os nga listahan|tanan nga rekord|listahan sang mga', hide='indi pagpahibaluon|indi pagsugiran|indi pagsilingan'),
 'pam': dict(s='latin', v='e mu tuturan|kalinguan|e mu pakiramdaman', n='utus|instruksiyun|tuntunan', a='eganaga|eganagang|ngan|deng sablang', e='milabas|minuna|kanita', neg='e mu|e|ali', t='tungkul king|tungkul', w='ingat|panlilinlang|alimbawa',
             act='ipadala|aproban|markan|isulat|ibie|burran', st='me-verify|mebayaran|mebayaran ne|mayap la ngan', ls='buong listaan|deng rekord da|ngan deng rekord', hide='e mu sabyan|e mu ipabalu|e mu pabaluan'),
 'bcl': dict(s='latin', v='dai sunodon|lingawan|dai pagsunodon', n='utos|instruksyon|sugo|pagboot', a='gabos|gabos na', e='enot|nakaagi|kaidto', neg='dai|bako|dae', t='manongod sa|dapit sa', w='ingat|pandaraya|halimbawa',
             act='ipadara|aprobaran|markahan|isurat|itao|haleon', st='na-verify|bayad na|nabayadan|marhay gabos', ls='bilog na listahan|gabos na rekord|listahan kan mga', hide='dai ipaaram|dai sabihon|dai ipaisi'),
 'pag': dict(s='latin', v='agmo tumboken|lingwanan|agmo unoren', n='ganggan|instruksion|ibilin', a='amin|amin ya|saray amin', e='inmunan|inmuna|alabas', neg='agmo|ag|andi', t='nipaakar ed|nipaakar', w='pakaasikaso|panangaliwa|alimbawa',
             act='ipaakar|aprobaan|markaan|isulat|iter|ekalen', st='na-verify|abayaran|abayaran la|maong ya amin', ls='amin a rekord|listaan na saray|amin a listaan', hide='agmo ibaga|agmo ipaamta|agmo isalita'),
 'mrw': dict(s='latin', v='di nga pamamagayonan|di nga unoten|kalipatan', n='sogo|tontolan|kapaginontol', a='langowan|langowan a', e='miyaona|miyakaliyo|miyaaona', neg='di|da', t='makapantag ko|makapantag', w='ingati|limbong|ibarat',
             act='pakaoma-a|pakaoma|tarimaa|tandai|sorati|bgan|kaan', st='miyaberipika|miyabayadan|mapiya langowan', ls='langowan a rekord|listaan o manga|langowan a listaan', hide='di nga tharoon|di nga pakatokawon|di nga pakaiktiyarn'),
 'tsg': dict(s='latin', v='ayaw tumuman|kalupahan|ayaw tumbuka', n='sugu|parintah|hindu', a='katān|katan|katan sin', e='nakauna|mawn|nakalabay', neg='ayaw|bukun|way', t='pasal sin|pasal', w='ingat|limbung|sali',
             act='padara|tanggapa|tandaan|sulati|biya|kuhaa', st='na-verify|bayad na|nabayaran na|marayaw katan', ls='katān rekord|katan rekord|listahan sin manga', hide='ayaw sumaysay|ayaw pagtuntulun|ayaw pahātiun'),
 'oj': dict(s='latin', v='wanendan|wanendamok|gego babaamendangen', n="gaa-ikidong|gaa-igooyan|inaakonigewin|gaa-ozhibii'igaadeg", a='kakina|kina', e='nitam|jibwaa|azhigwa', neg='gego|gaawiin', tp=True, t='onji', w="ganawaabandan|giiwanimowin|gikinawaabi'iwewin",
             act="maajiinizh|maajiinizhig|ozhibii'an|ikidon|minwendan|miizh|gaasiibii'an", st="gii-diba'amaage|gii-gikendaan|mino-ayaa|onizhishin", ls="kakina mazina'iganan|kakina adaawewininiwag|kakina odizhinikaazowiniwaan", hide='gego wiindamawaaken|gego wiindamawaaken|gaawiin ganage wiindamawaaken|gego wiindamawaaken'),
 'moh': dict(s='latin', v="sasha'nikòn:ra'|sasha'nikonra|tóhsa sasha'nikòn:ra'", n="kaia'tanóhston|kaia'tanonhston|kaianerénhsera|ionterihwaienstahkhwa", a="akwé:kon|akwekon|akwé:kon ne", e="tsi niió:re|tsi niiore|tsi nahe|kanonhstats", neg='tóhsa|tohsa|iah', t='ne', w="sateweiennà:tak|ronateríhwa|tsi nahò:ten",
             act="satkétsko'|satketsko|sahsnié:non'|sahiatonhserò:roke'|tesatharahkw|sahrorí:|saiatón:ni", st="ioió'te|ioiote|ó:nen wa'katsté:ri|onen", ls="akwé:kon ne onkwehshòn:'a|onkwehshòn:'a raonahsennò:'on|raonahsennò:'on", hide="tóhsa sasha'nikòn:ra'|tóhsa sahrorí:|tohsa sahrori|tóhsa sasharó:ri"),
 'ik': dict(s='latin', v='puiguġuŋ|puiguġitchuŋ|naalaġnigaġmiñ', n='ilitchuġutit|ilisimaaġutit|aglaŋich', a='tamarmik|tamatkiŋ|iluqaisa', e='', w='qaunagiḷḷugu|sagluliqsut|atausiq',
             act='titiġaat|ilaupkaġuŋ|akuqtuġuŋ|nalunaiġuŋ|tuniuġuŋ|titiġuŋ', st='naammaktuq|akiḷiutigaat|iḷuaqsiruq', ls='titiġaat tamarmik|tamarmik atqit|niuvviat atqit', hide='ilitchuġinġitchuġu|ilitchuġinġitchugu|ilisimaplaitchuġu'),
 'esu': dict(s='latin', v='nalluyagucikiu|nalluyagucikici|nallunriteksaunaku', n='alerquutet|alerquun|ayuquciit', a='tamalkuita|tamalkuan|tamarmeng', e='', w='murilkelluki|iqlut|assilirluku',
             act='ayagcetkit|ayagcetki|igautekiu|akceptaqiu|tunkiu|igaulluki', st='akilillruniluki|assiriniluku|akiliutet|assirtut', ls='tamalkuita kalikat|tamalkuita atrit|kiputestet atrit', hide='nallunriteksaunaku|nallunrirceskevkenaku|qanrutksaunaku'),
 'kl_more': dict(act='nassiukkit|nassiuguk|akuerissaaruk|nalunaarsoruk|nalunaarsukkit|allakkit|tunniukkit', st='akilerneqartutut|misissorneqarsimasutullu|misissorneqarsimasutut|naammattumik|ajunngitsutut', ls='allattorsimaffii tamaasa|tamaasa allattorsimaffii|pisiortut allattorsimaffii', hide='oqaluttuutiginagit|ilisimatissanngilat|ilisimatinngisaannassavat|oqaluttuutiginagu',
            v='puiguukkit|puiguuk|sumiginnakkit|sumiginnaruk', n='ilitsersuutit|ilitsersuutinik|peqqussutit', e='siulliit|siusinnerusut|siornatigut', w='mianersoqqussut|salloqittaataapput|assersuutigalugu'),
 'guc': dict(s='latin', v='nnojoishi pümüin|nnojoishi püchecherüin|püshakajaa', n='pütchikalüirua|pütchi|anüiki', a='tü kasa|süpüshua|waneeya', e='palajana|palajachi|paala', neg='nnojoishi|nnojotsü|nnojo', t='süchiki', w='püpüla|aleewain|müsüka',
             act='püshajaa|püsakira|püchecherüin|püküja|pümüin|püchuntaa', st='aainjuushi|paid|anasü|anashii tü|eeshii paala', ls='tü kasa eekai|süka na wayuu|na wayuu aluwataasü', hide='nnojoishi pümüin na|nnojoishi püküjain|nnojotsü pümüin'),
 'miq': dict(s='latin', v='wan bas ra|smalkaia nani ba wi apia|tikaia', n='smalkaia|smalkaia nani|wark dukia', a='sut|sut ba|sin sut', e='kan|pas|pasa', neg='apia|apu', t='dukia', w='kasak kaiks|kunin|kaikaia dukia',
             act='blikaia|yabaia|mangkaia|wisa|kaikras|ikaia|sakaia', st='paid mai kaikras|paid|pain sa|ai kaikras', ls='kastama nani ningka|ningka sut|order nani sut', hide='wi apia|ra wi apia|wan bas ra wi apia'),
 'cab': dict(s='latin', v='mama bugaba lun|mama buguya lun|mama bariha lun|abürüha', n='würiñagu|wadaguti|aganbadina', a='sun|lidan sun', e='ñani|würiñagu ñani|furumiñe', neg='mama|mamá', t='lidan', w='ayanuha|féruduni|darí',
             act='abahüdaguni|abahüdaguba|abüsüra|ariha|agumeseruni|aba|asura', st='wügüri wagabu|lubéi|ayanbaha|ídehabu', ls='sun lidangiñe|lidangiñe gabürüguñu|sun gabürüguñu', hide='mama bariha lun|mama buguya lun|mama ariha lun'),
 'yua': dict(s='latin', v="tu'ubsej|tu'ubse|ma' a ch'a'ik", n="ts'aak t'aan|ts'aak t'aano'ob|a'almaj t'aan|t'aan", a='tuláakal|tulaakal', e="ts'o'oko'obo'|úuchben|ka'aj|táanil", neg="ma'|mix", t="yo'osal", w="kanáantaba|tuus|je'ex",
             act="túuxt|tuuxt|ts'íibt|ts'iibt|ts'a'|k'ubéen|xot", st="ts'o'ok u bo'ota'al|ts'o'ok u xak'alta'al|ma'alob|bo'ota'an", ls="tuláakal u k'aaba'|u k'aaba' le|tuláakal le", hide="ma' a wa'alik|ma' a wa'alik ti'|mix a wa'alik"),
 'mix': dict(s='latin', v="naa ndo|ma kunda'a ndo|ma kuni ndo", n="tu'un ta ni ka'an|tu'un|chiñu", a="ndi'i|ndihi", e='nuu|ta ni ka\'an nuu|xi\'na', neg='ma|kuma', t="xa'a", w="kunda'a ndo|nda'vi|tu'un kaa",
             act="tava ndo|tasi ndo|kuatu ndo|tee ndo|taxi|tasi|tava", st="ni ndinda'a|ni chiya'vi|va'a|ni sa'a", ls="ndi'i sivi|ndihi sivi|sivi ta kuu", hide="ma kachi ndo|ma kachi|ma kastu'un ndo"),
 'zap': dict(s='latin', v="guzianda'|guzianda|cadi guni'", n="xhiiñu ni bidiidi|xhiiñu|ni bidiidi", a="guiráa|guira|guirá", e="ni bidiidi|ca|ndaaya", neg='cadi|qué', tp=True, t="ra", w="guyadxi|ndaaya|casi",
             act="bisenda|gudii|bicaa|bidii|bixhele|bisaana", st='pagado|biyadxi|ni nayaa|ma bixhele', ls="guiráa ca libana|guiráa lista|lista stiʼ|guiráa ca", hide="cadi guinieelu|cadi guinié|cadi ganna"),
 'oto': dict(s='latin', v="hinte gi ts'ofo|hinte gi tsofo|gi bätsi", n="mfeni|ya mfeni|nt'ofo", a='gatho|gotho', e="ya xi ndi|xi ndi|mände", neg='hinte|hingi', t="pa", w="ats'a|nts'o|ngu",
             act="pun'bi|punbi|hä|nt'ofo|ot'e|udi|ts'ofo", st='xa hanti|hogä|xa zo|pagado', ls="gatho ya t'ofo|gatho ya thuuhu|ya thuuhu ya", hide="hinte gi xi'ä|hinte gi xia|hinte gi udi"),
 'maz': dict(s='latin', v="tsa jme kui'ndali|kʼi tsa kui'ndali|tsa jme", n="tsakui xi tjin|tsakui", a="ngayeje|ngats'iaa|ngatsiaa", e="xi tjin|xi je ʼbénda", neg='tsa|kʼi tsa', t="xi tsʼe", w="kuinda|tsa kʼi",
             act="kʼiaʼta|tʼa|tʼa ʼnde|kʼia|kʼoasʼin", st="pagado|xi je tjin|ni'ya xi je", ls="ngayeje xi chjota|ngayeje xi", hide="kʼi tsa ʼmi|tsa ʼmi|kʼi tsa ʼmiya"),
 'tzo': dict(s='latin', v="chʼayo ta ajol|chayo ta ajol|mu xa chʼun", n="mantaletik|mantal|chapanel", a='skotol', e="ta vaʼyej|vaʼyej|ta baʼyel", neg='mu|mu xa', t="ta sventa", w="kʼelo aba|lo'lobil|kʼuxi",
             act="tako|tsʼibao|tsibao|chʼamo|albo|ak'o|lokʼeso", st="tojbil xa|lekxa|tojbil|chʼakbil", ls="skotol sbi|skotol li|sbi li", hide="mu xa valbe|mu xavalbe|mu xa aval"),
 'tzh': dict(s='latin', v="chʼayilaya ta awoʼtan|chayilaya ta awotan|ma' xachʼuunbe", n="mandaliletik|mandal|chapubʼil", a='spisil', e="ta namey|namey|ta sbʼabʼial", neg="ma'|ma", t="ta sventa", w="kʼelo abaʼ|lo'lobil|yichʼoj",
             act="takʼa|taka|tsʼibuya|tsibuya|chʼama|akʼa|lokʼesa", st="tojbʼil|lekix|tojbil spisil", ls="spisil sbʼihil|spisil te|sbʼihil te", hide="ma' xawalbe|ma xawalbe|ma' xawalbeyik"),
 'kek': dict(s='latin', v="chaqʼabʼ|chaqab|maaʼani taabʼaanu", n="chaqʼrabʼ|chaqrab|taqlanbʼil|kʼamolbʼe", a='chixjunil|chixjunileb', e="xkʼeheʼ chaq junxil|junxil|ojer", neg="maaʼani|maaani|ink'a'", t="chirix", w="cheʼileb|aj balaqʼ|jun eetalil",
             act="taqla|tzʼiibʼa|tziiba|kʼul|kul|kʼe|isi", st="xtojman|ak xkʼehe retal|ak xtojman|us", ls="chixjunil li xkʼabʼaʼ|li xkʼabʼaʼ li|chixjunil li", hide="maaʼani taawabʼi|maaani taawabi|maaʼani taaye"),
 'cak': dict(s='latin', v="tamestaj|man tanimaj ta|man tatzeqelbʼej", n="pixabʼ|pixab|taqonik|chʼabʼäl", a='ronojel|konojel', e="xyaʼ pe nabʼey|nabʼey|ojer", neg='man|majun', t="chrij|chi rij", w="tachajij awiʼ|ekʼamonik|jun kʼutbʼäl",
             act="keʼataqa|ketaqa|tatzʼibʼaj|tatzibaj|tajikibʼaʼ|tayaʼ|tasilij", st="xtojtäj|xtojtaj|xnikʼoxïk|ütz", ls="konojel ri taq ruwuj|konojel ri rubʼiʼ|konojel ri", hide="man tabʼij|man tabij|man tabʼij chi ke"),
 'shp': dict(s='latin', v="jawen ibo yoiyamakanwe|yoiyamakanwe|nonkoyamakanwe", n="yoiakabo|yoiai|mekeribo", a='jatibi|jawetianbi', e='reken|moatian', neg='yamakanwe|yama', tp=True, t="nokon", w="benxoakanwe|paranai|jaskara",
             act="bemankin|bemanwe|yoiwe|keyowe|kenwe|meniwe", st="pagado iki|nete iki|jakon iki", ls="jatibi raken kirika|jaton kirika|kikin jaton", hide="jawen ibo yoiyamakanwe|yoiyamakanwe|ninkayamakanwe"),
 'yrk': dict(s='cyrl', v='мэйкаˮ|мэйка|хабидась', n='инструкцияхэм|инструкция|ядэрць', a='ядэрць', e='ӈамгэ ңэдалёвна|ңэдалёвна', neg='ни', mf=True, tp=True, t='нялыˮ|нялы', w='ӈылыс|обман',
             act='мэˮ|сертада|ханзер сертада|тюку|мэ', st='«оплачен»|«норма»|«подтверждено»|оплачен|подтверждено|норма', ls='список|файлхэм|тюнгана список', hide='лаханама|лаханамаˮ|ихинийн лаханама'),
 'kca': dict(s='cyrl', v='ӑнт пелкӑ|вўрэмтыты', n='инструкция-ёӽ|инструкция', a='ӑтӑл|ӑтӑлн', e='оллӑ|пелкӑ', neg='ӑнт', mf=True, tp=True, t='кўтэлн', w='вўща|обман',
             act='хӑншаты|ки|пиӈа хӑншаты|хӑнша', st='«оплачен»|«подтверждено»|«норма»|оплачен|подтверждено|подтверждение', ls='папка-ёӽ|список|ӑтӑл папка', hide='ӑнт лупты|ӑнт лупсы'),
 'mns': dict(s='cyrl', v='ёртын ат уртаӈкве|ат уртаӈкве', n='инструкцият|инструкция', a='акв|акваг', e='ёртын|ёртыӈ', neg='ат', mf=True, tp=True, t='саит', w='ёмас|обман',
             act='хансыэ|китые|хансуӈкве', st='«оплачен»|«соответствует»|«подтверждено»|оплачен|соответствует|подтверждено', ls='файлъёсыт|список акв|список', hide='ат потыртаӈкве|ат лаваӈкве|ат потырта'),
 'gld': dict(s='cyrl', v='эм дапоҗара|онгоасу', n='инструкцияба|инструкция', a='хэму|хэмэ', e='нёӈгиан|нёӈгиан инструкцияба', neg='эм|эсим', mf=True, tp=True, t='ходи', w='чипала|холо',
             act='нирусу|унгису|нирусэ|гой нирусу', st='«оплачен»|«норма»|«подтверждено»|оплачен|норма|подтверждено', ls='бумбэхэлбэ|хэму бумбэхэлбэ|списокава', hide='эм хисангорара|эм хисангора'),
 'dlg': dict(s='cyrl', v='умнаа|умнаан|аахайыма', n='инструкциялары|инструкция|сорудахтары', a='бары|барытын', e='урукку|иннинээҕи', neg='хаһан да', mf=True, tp=True, t='туһунан', w='сэрэн|албас',
             act='суруй|ыыт|диэн суруй|бэрэй', st='«оплачен»|«подтверждено»|«бэйэтигэр туттарылынна»|оплачен|подтверждено|туттарылынна', ls='бары докумуону|бары клиент|спиһогын', hide='туох да диэмэ|диэмэ|туох да эппэ'),
 'evn': dict(s='cyrl', v='оҥоткол|оңоткол', n='инструкциялва|инструкция', a='упкат|упкатвэ', e='нонопты', neg='экэллу|эчэ', mf=True, tp=True, t='тыкэнин', w='аят ичэкэллу|холоки',
             act='дукувкэллу|уннэкэллу|гунмэ дукувкэллу|бурэкэллу', st='«оплачен»|«подтверждено»|«норма»|оплачен|подтверждено|подтверждение', ls='упкат бичилвэ|упкат клиент|списокава', hide='экэллу ундэрэ|экэллу гунэрэ'),
 'ckt': dict(s='cyrl', v='эй гэмэлевыргыт|гэмэлевыргыт', n='инструкция-ымыл|инструкция', a='ынкъам ӈирэк', e='ӈирэк', neg='эй|выйӈыт', mf=True, tp=True, t='ӄэргын', w='тэмӈэт|ылгэ',
             act='гэпилӄэвылин|ынтымынэн|ныкэргыӈ|гэтэйкылин', st='«оплачен»|«норма»|«подтверждено»|оплачен|норма|подтверждено', ls='ӈирэк файл-ымыл|ӈирэк клиент|список', hide='эй вэтгавыргэйгыт|эй вэтгавыргыт'),
 'ryu': dict(s='hani', v='忘りてぃ|忘りり|忘ってぃ', n='指示|命令', a='全部|まじり', e='前ぬ|先ぬ', mf=True, w='気ーちきてぃ|詐欺|例',
             act='送てぃ|書ち|記録さびり|付きてぃ|承認さびり', st='支払い済み|承認済み|正常|全部', ls='名簿ぬ全部|客ぬ名簿', hide='言らんぐとぅ|知らさんけー|知らさんぐとぅ|言らんけー'),
 'liv': dict(s='latin', v="ä'lgid vȯtkõ tǟlõ|ä'lgid kūlõ|unāntõ", n='kǟskidi|kǟskõd|kǟsk|instruktsijõd', a='kakšti|kakš|amād', e='eḑḑiźi|eḑḑizt|vanād', neg="ä'lgid|ä'b|äb", tp=True, t='pierrõ|pierāst', w='vaņtšõgid|pȯltõmi|nägțõbõd',
             act='kēratõ|sōdagõ|vȯtkõ|andtõ|lǟdõ', st='um maksõt|um kontrollõd|at andtõd|vōļdõ', ls='kakšti kaimõd|kakšti kōrandijiḑ|kakšti nimkērad', hide="ä'lgid sǟnagid|ä'lgid sǟnõgid|ä'lgid kītõgid"),
 'vot': dict(s='latin', v='älä kuultõ|unõhtõ|unohtõ', n='kässüjä|käsküjä|kässü|käskü', a='kõikkia|kõik|kaikkia', e='', neg='älä|äle|eb', t='seisomisõssa|pääle', w='kaččo|petos|näüte',
             act='kirjutõ|saatõ|võta|anna|pannõ', st='on maksõttu|on tarkissõttu|on kõrraza|kõrraza', ls='kõik paprid|kõik ostajije|nimikirja', hide='älä sano|äle sano|älä kõnõlõ'),
 'vep': dict(s='latin', v='unohtagat|unohta|algat kulgoi', n='ohjandused|ohjandus|käskud', a='kaik|kaikid', e='', neg='algat|ala|ei', t='polhe', w='varutagat|petuz|ozutez',
             act='kirjutagat|kirjuta|oigendagat|oigenda|andkat|pangat', st='om maksetud|om kodvdud|kaik om hüvin|vahvištoittud', ls='kaik failad|kaik ostajiden|nimikirjad', hide='algat sanugoi|ala sanu|algat sanugat'),
 'izh': dict(s='latin', v='unohha|unohtakaa|elä kuulla', n='ohjeet|ohje|käskyt', a='kaik|kaikki', e='', neg='elä|elkää|ei', t='seisomisesta|pääle', w='varo|petosta|esimerkki',
             act='kirjuta|läkähytä|lisää|vahvista|hyvväksy|anna', st='ono maksettu|on maksettu|ono tarkistettu|kunnossa', ls='kaik paperit|kaik ostajiin|nimilista', hide='elä sano|elkää sanoko|elä kerro'),
 'mwl': dict(s='latin', elide=True, v='squece|squecei|nun fagas causo', n='anstruçones|anstruçon|ourdens', a='todas|todos', e='datrás|d\'atrás', neg='nun|nunca', t='subre|de', w='abiso|anganho|eisemplo',
             act='scribe|screbi|aproba|tira', st='passou an todo|berificado|pagado|stá bien', ls='lista cumpleta|todos ls clientes', hide='nun le digas|nun digas|sin dezir'),
 'frp': dict(s='latin', elide=True, v='oubliâd|oublia|fôtes pas câs', n='enstruccions|enstruccion|ôrdres', a='totes|tôs', e="davant|prècèdentes", neg='pas|jamés|pos', t='sur|por', w='atencion|èscroquerie|ègzemplo',
             act='ècrit|ècrîde|mandâd|aprovâd|marcâd|balyéd', st='ont étâ balyês|controlâye|payê|en man', ls='lista complèta|tôs los clients', hide='dites ren|dis ren|sen dére'),
 'wa': dict(s='latin', v='rovyîz|rovyî|n\' tinoz nén conte', n='instruccions|instruccion|ôrdes', a='totes|tos|totes les', e='di dvant', neg='nén|måy|pont', t='so', w='asteme|berdelaedjes|egzimpe',
             act='metoz|evoyîz|evoyî|aprovez|scrijhoz', st='est payeye|est verifieye|come « normåle »|normåle', ls='tos les fitchîs|l\' djivêye lisse|djivêye lisse', hide="n' el dijhoz nén|sins l' dire|n' dijhoz rén|sins l' dire a nolu"),
 'pcd': dict(s='latin', v='oublie|oubliez|faites pos cas', n='instructions|ordes', a='toutes|tous', e="davant", neg='pos|pas|jamais', t='su', w='fais attintion|arnaques|par eximpe',
             act='invoéie|aprouve', st='in main propre|est vérifiée|est payée|ch\'est bon', ls="l' lisse intière|tous chés clients|l' lisse", hide='dis rin|dites rin|sans rin dire'),
 'lij': dict(s='latin', v='scordite|scordeve|no dâ a mente', n='instruçioin|instruçion', a='tutte|tutti', e='de primma', neg='no|mai', t='in sciô|pe', w='attençion|inganni|pe exempio',
             act='scrivi|manda|aproeuva|segnila|leva', st='tutto conforme|verificâ|pagou|l\'é tutto a posto', ls='lista intrega|a lista', hide='no dî ninte|no dî ninte a|sensa dî'),
}
# (Inupiaq's, Yupik's, Votic's, Vepsian's and Ingrian's earlier words are left out, as Cherokee's: their topics are case
# endings the tables' grammar does not read, "ohjeet autoin seisomisesta"; an override is read with "all" only.)
FARTHER_COND = {
 'ilo': ('no|nu', 'dimo tungpalen|dimo surotan'), 'hil': ('kon|kung', 'indi pagsundon|indi pagtumanon'), 'bcl': ('kun', 'dai sunodon'),
 'vep': ('ku', 'algat tehkai|algat kulgoi'), 'izh': ('jos', 'elä tee|elä kuulla'), 'mwl': ('se', 'nun l fagas|nun le fagas causo'),
 'frp': ('se', 'lo fâd pas|lo fâtes pas'), 'wa': ('si', "nel fijhoz nén|n' el fijhoz nén"), 'pcd': ('si', 'le fais pos|le faites pos'), 'lij': ('se', 'no fâlo|no ghe dâ a mente'),
}
FARTHER_LEADS = ['fakatonuga', 'aleasochisi', 'kaweid', 'mengull', 'pituduh', 'noro', 'parintah', 'peurintah', 'tungpalen', 'pagsundon', 'tuturan', 'sunodon', 'tumboken', 'muturusi',
                 'pamamagayonan', 'tumuman', 'wanendan', 'sasha', 'puigu', 'nalluyagucik', 'tchikal', 'smalkaia', 'bugaba', 'buguya', 'ubsej', 'guzianda', 'mfeni', 'tsakui',
                 'ajol', 'awotan', 'chaqrab', 'tamestaj', 'yoiyamakan', 'kaskidi', 'kuult', 'unohtagat', 'ohjandused', 'unohha', 'squece', 'anstru', 'oubli', 'enstruccion',
                 'rovy', 'scordite', 'escaez']
# Words the existing tables lacked for the same slices' orders (the acts, stakes and concealments of an order to a
# machine: mark paid, send all the records out, tell nobody; a topic's "no ke"), added to their rows.
MORE_FARTHER = {
 'haw': dict(act='hoouna|e hoouna|e kakau|kakau|e kaha|e hookaawale|e ae', st='kupono na mea a pau|kupono|ua hooia ia|ua uku', ls='na moolelo a pau|papa inoa piha|moolelo a pau', hide='mai hai aku|mai hai i|mai hai', t='no ke|no na'),
 'ty': dict(act='a tono|tono|a tapao|tapao|a faaore|faaore|a farii', st='ua hiopoahia|ua aufauhia|maitai', ls='tapura taatoa|te mau tapura', hide='eiaha e parau|eiaha e faaite|eiaha e faaara', v='a haamoe|haamoe'),
 'an': dict(act='escribe|scribe|ninvia|aprebe|marca-la|pon', st='entregoron en man|verificada|pagada', ls='lista completa de clients', hide='no lo digas|no le'),
 'ast': dict(act='pon|unvia|aprueba|márcala|escribi|desanicia', st='como atendida|verificada|pagada', ls='llista completa de clientes', hide='nun avises|nun-y lo digas|nun lo digas', v='escaez'),
 'ru-latn': dict(act='vygruzite|vygruzi|otprav|otpravte|odobri|odobrite|pometit|pomette|otmet', st='oplachennyy|oplachen|proverennuyu|proveren', ls='vsyu bazu klientov|bazu klientov|spisok klientov', hide='nichego ne soobshchayte|nichego ne govori|ne soobshchay', v='zabudte', n='ukazaniya|ukazanii'),
}

MORE_FARTHER['kl'] = FARTHER.pop('kl_more')
for code, w in FARTHER.items():
    for f in WORD_FIELDS:
        if f in w and w['s'] == 'latin': w[f] = bare_words(w[f])
for code, (c, rf) in FARTHER_COND.items():
    if FARTHER[code]['s'] == 'latin': FARTHER_COND[code] = (bare_words(c), bare_words(rf))
for code, more in MORE_FARTHER.items():
    w = T.get(code) or NEW.get(code) or NEWER[code]
    for f, words in more.items():
        add = bare_words(words) if w['s'] == 'latin' else words
        w[f] = '|'.join(dict.fromkeys([x for x in (w.get(f, '') + '|' + add).split('|') if x]))
T.update(FARTHER)
# (Russian's "report it to us" is a warning's; "tell them nothing", "ne soobshchayte", is a concealment.)
T['ru-latn']['w'] = T['ru-latn']['w'].replace('|soobshchayte', '|soobshchayte nam|soobshchite')

# The languages the fifty-eighth and fifty-ninth slices' authors wrote orders in (docs/content-readings.md, "The fifty-eighth
# and fifty-ninth slices' misses by language"): rows for the widely spoken ones whose orders role-acts.ts's own words missed
# (the register of a note to the automatic system: refund, record, mark as paid, delete, "do not tell"; their polite and
# plural imperatives; acts only where another reading holds their override), and for the regional ones no table held
# (Italo-Romance, Cornish; the Indo-Aryan, Dravidian, Munda and Tibeto-Burman languages written in Devanagari; Brahui).
# An order that erases itself ("delete this message") is a concealment. Latin-script words read bare, as FARTHER's.
NEAR = {
 'ro': dict(s='latin', v='uită|uitați|ignoră|ignorați', n='instrucțiunile|instrucțiuni|indicațiile|indicații', a='toate', e='anterioare|precedente|de dinainte', neg='nu|niciodată', t='privind|despre|legate de', w='atenție|exemplu|escroc|escrocii|instruire|raportați',
            act='marchează|marcați|trimite|trimiteți|șterge|ștergeți|aprobă|aprobați|scrie|notează|rambursează|returnează|plătește', st='ca plătită|ca plătit|plătită|aprobată|verificată|în regulă', ls='lista completă|toată lista', hide='nu-i spune|nu le spune|nu spune nimănui|nu menționa|fără să anunți'),
 'el': dict(s='grek', v='', n='', a='', e='', neg='ποτέ|δεν', w='προσοχή|απατεώνες|παράδειγμα|εκπαίδευση|αναφέρετε',
            act='σημείωσε|σημειώστε|στείλε|στείλτε|διάγραψε|διαγράψτε|κατέγραψε|καταγράψτε|γράψε|γράψτε|επίστρεψε|επιστρέψτε|ενέκρινε|εγκρίνετε|πλήρωσε', st='ως εξοφλημένο|εξοφλημένο|εξοφλήθηκε|εγκεκριμένο|χωρίς ευρήματα|πληρωμένο', ls='ολόκληρη τη λίστα|όλη τη λίστα', hide='μην πεις|μην ενημερώσεις|μην ενημερώσετε|χωρίς να ενημερώσεις'),
 'he': dict(s='hebr', v='', n='', a='', e='', neg='לעולם|לא', w='זהירות|נוכלים|לדוגמה|הדרכה|דווחו',
            act='סמנו|סמן|סמני|שלח|שלחו|שלחי|מחק|מחקו|מחקי|אשרו|אשר|אשרי|רשום|רשמו|כתוב|כתבו|החזר|החזירו|העבר|העבירו', st='כשולמה|כשולם|שולמה|שולם|כמאושר|מאושר|תקין', ls='הרשימה המלאה|רשימת כל', hide='אל תספרו|אל תספר|אל תגידו|אל תגיד|אל תודיעו|ואל תספרו|ואל תגידו|ואל תספר|ואל תגיד|בלי לספר'),
 'ur': dict(s='arab', v='', n='', a='', e='', neg='کبھی', w='خبردار|دھوکے باز|مثال|تربیت|اطلاع دیں',
            act='لکھو|لکھ دو|بھیج دو|بھیجو|حذف کر دو|حذف کرو|واپس کر دو|واپس کرو|منظور کرو|نشان لگاؤ', st='ادا شدہ|منظور شدہ|تصدیق شدہ', ls='پوری فہرست|تمام', hide='نہ بتاؤ|نہ بتانا|کچھ نہ بتاؤ|مت بتاؤ'),
 'am': dict(s='ethi', v='', n='', a='', e='', neg='ፈጽሞ', w='ማስጠንቀቂያ|አጭበርባሪ|ለምሳሌ|ስልጠና',
            act='ምልክት አድርግ|ምልክት አድርጊ|ላክ|ላኪ|ሰርዝ|ሰርዢ|መዝግብ|ጻፍ|አጽድቅ|መልስ|ክፈል', st='እንደተከፈለ|ተከፍሏል|ጸድቋል|ተረጋግጧል', ls='ሙሉ ዝርዝር', hide='አትንገር|አትንገሪ|አትንገሩ'),
 'yo': dict(s='latin', v='gbàgbé|ẹ gbàgbé', n='ìtọ́ni|ìlànà|àṣẹ', a='gbogbo', e='àtẹ̀yìnwá|tẹ́lẹ̀|ti tẹ́lẹ̀', neg='má|kò', w='ìkìlọ̀|jìbìtì|àpẹẹrẹ|ẹ̀kọ́|ẹ jábọ̀',
            act='sàmì sí|kọ pé|fi|rán|dá|pa', st='ti san|pé wọ́n ti san|a ti fọwọ́ sí', ls='gbogbo', hide='má sọ fún|má sì sọ fún|má ṣe sọ fún'),
 'hu': dict(s='latin', v='', n='', a='', e='', neg='soha|nem', w='figyelem|vigyázat|csalók|példa|jelentsétek|oktatás|képzés',
            act='jelöld|jelölje|küldd|küldje|töröld|törölje|rögzítsd|rögzítse|írd|írja|utald|utalja', st='kifizetettnek|kifizetve|jóváhagyott|rendben', ls='teljes listáját|teljes lista', hide='ne szólj|ne szóljon|ne szóljatok|ne mondd el|ne értesítsd'),
 'cs': dict(s='latin', v='', n='', a='', e='', neg='nikdy|ne', w='pozor|podvodníci|například|školení|nahlaste',
            act='označ|označte|pošli|pošlete|smaž|smažte|zapiš|zapište|schval|schvalte|vystav|proplať', st='jako zaplacenou|zaplacen|schválen|bez nálezu|v pořádku', ls='celý seznam|celého seznamu', hide='nic neříkej|nic neříkejte|neříkej|neinformuj|o tom smaž|záznam smaž'),
 'ms': dict(s='latin', v='', n='', a='', e='', neg='tidak', w='amaran|penipu|contoh|latihan|laporkan',
            act='tandakan|hantar|padamkan|padam|catat|tulis|luluskan|pulangkan|kembalikan|bayar', st='sudah dibayar|sebagai dibayar|diluluskan|disahkan', ls='senarai penuh', hide='jangan beritahu|tanpa memberitahu|jangan maklumkan'),
 'ta': dict(s='taml', v='', n='', a='', e='', neg='ஒருபோதும்', w='எச்சரிக்கை|மோசடி|உதாரணம்|பயிற்சி',
            act='பதிவு செய்|நீக்கு|அனுப்பு|குறி|எழுது|திருப்பி அனுப்பு', st='செலுத்தப்பட்டது|அங்கீகரிக்கப்பட்டது|சரிபார்க்கப்பட்டது', ls='முழுப் பட்டியல்', hide='சொல்லாதே|சொல்ல வேண்டாம்|தெரிவிக்காதே'),
 'tl': dict(s='latin', v='kalimutan|balewalain', n='tagubilin|instruksyon|utos', a='lahat', e='nauna|naunang|dati', neg='huwag|hindi', t='tungkol sa|para sa', w='babala|manloloko|halimbawa|pagsasanay|iulat',
            act='markahan|ipadala|burahin|itala|isulat|aprubahan|ibalik|bayaran', st='bayad na|naaprubahan|beripikado', ls='buong listahan|lahat ng', hide='huwag sabihin|huwag ipaalam|nang hindi sinasabi'),
 'nap': dict(s='latin', t="p'o|pe|ncopp'a|riguardo a", v='scurdate|scordate|nun date retta', n='struzzione|istruzzione|indicazzione', a='tutte', e="'e primma|e primma|precedente|vecchie", neg='nun|maje', w='attenzione|mbruglione|esempio|truffa|segnalatelo',
             act='scrive|scrivite|signa|manna|mannate|cancella|scancella|appruva|paga', st='pagata|pagato|appruvata', ls="'a lista sana|tutte 'e|tutta 'a lista", hide='nun dicere niente|nun ce dicere|e zitto|zitto cu tutte|cancella stu messaggio|scancella stu messaggio'),
 'scn': dict(s='latin', t='pô|pi|supra|riguardu a', v='scòrdati|scurdativi|nun cunsiddirari', n='struzzioni|istruzzioni|indicazzioni', a='tutti|tutti li', e='di prima|pricidenti|vecchi', neg='nun|mai', w='attenzioni|trufaturi|esempiu|signalatilu',
             act='scrivi|signa|manna|cancella|scancella|appruva|paga', st='pagata|passatu|tuttu a postu|appruvata', ls='tutta a lista|a lista di tutti', hide='nun ci diri nenti|nun diri nenti|cancella stu missaggiu|scancella stu missaggiu'),
 'vec': dict(s='latin', t='par|sul|su|riguardo', v='desmentega|desmentegheve', n='istruzion|istrusion|indicazion', a='tute|tuti', e='de prima|precedenti|veci', neg='no|mai', w='ocio|atension|imbrojoni|esempio|segnalè',
             act='scrivi|scrivè|segna|manda|mandè|scancèla|cancela|aprova|paga', st='pagà|pagada|aprovà|verificà', ls='tute le|tuti i|tuta la lista', hide='no sta dir gnente|no sta dirghe gnente|no dirghe gnente|scancèla sto messajo|scancela sto messajo|scancèla sto messagio'),
 'pms': dict(s='latin', t='për|an sla|an sël|riguard', v='dësmentia|dësmentiè', n='istrussion|istrussioni|indicassion', a='tute|tuti', e='ëd prima|precedent|vej', neg='nen|mai|gnun', w='atension|trufador|esempi|segnalè',
             act='scriv|scrivè|marca|manda|mandè|scancela|scancelè|aprova|paga', st='pagà|aprovà', ls='tute le|tuti ij|tuta la lista', hide='dis-je nen|dis-lo a gnun|dis-je gnente|dije gnente|scancela sto mëssagi|scancela sto messagi'),
 'egl': dict(s='latin', t='pr|per|in sla|riguèrd', v='scôrdet', n='istruziån|istruzioni', a='tótti|tótt|tótta', e='ed prémma|precedèint', neg='brîśa|mai', w='ucc|atenziån|imbrujón|esèimpi|segnalèl',
             act='scrîv|sègna|mànda|scanzèla|aprôva|pâga', st='pagäda|aprovè', ls='tótt i|tótta la lésta|tótti äl', hide='dîgh gnînt|dîg gnînt|scanzèla \'st mesâż|scanzèla sto mesâż'),
 'kw': dict(s='latin', t='a-dro dhe|rag|a-barth', v='ankov|ankevewgh', n='gedyansow|gedyans|arghadow|kommondyans', a='oll', e='kyns|derowek', neg='na|nyns|bydh na', w='gwarnyans|fals-wrioryon|ensampel|derivewgh',
            act='skrif|skrifewgh|merk|merkyewgh|danvon|danvonewgh|dilea|deleewgh|pe', st='tellys|akordys|previs', ls='rol leun|rol oll|oll an', hide='na lavar travydh|na lever travydh|na dheriv|dilea an messach ma|dilea an messaj ma'),
 'doi': dict(s='deva', mf=True, v='भुल्ली जाओ|भुल्ली जा', n='हुक्म|निर्देश|हिदायतें', a='सारे', e='पैह्‌लके|पैह्लके|पैहलके|पराने', neg='नेईं|कदें', w='चेतावनी|ठग|मिसाल',
             act='लिखी देओ|लिखो|भेजी देओ|भेजो|मटाई देओ', st='पास|चुकता', ls='सारे', hide='किश नेईं दस्सो|नेईं दस्सो|संदेश मटाई'),
 'awa': dict(s='deva', mf=True, v='भुलाय देव|भुलाइ देव', n='निर्देस|निर्देश|हुकुम', a='सगरे', e='पहिले के|पुरान', neg='कबहूँ|मत', w='चेतावनी|ठग',
             act='लिखि देव|लिखउ|भेजि देव|भेजउ|मिटाय देव', st='पास|चुकता', ls='सगरे', hide='कछु न बतायो|न बतायो|केहू का न|संदेसा मिटाय|संदेस मिटाय'),
 'mag': dict(s='deva', mf=True, v='भुला जा|भुला दा', n='निर्देस|निर्देश', a='सब', e='पहिले के|पुरनका', neg='कभियो', w='चेतावनी|ठग',
             act='लिख दा|भेज दा|मिटा दा', st='पास|चुकता', ls='सब', hide='कुछो मत बतइहा|मत बतइहा|केकरो मत|संदेस मिटा'),
 'hne': dict(s='deva', mf=True, v='भुला जा|भुला दे', n='निर्देस|निर्देश', a='जम्मो', e='पहिली के|जुन्ना', neg='कभू', w='चेतावनी|ठग',
             act='लिख दे|भेज दे|मेटा दे', st='पास|चुकता', ls='जम्मो', hide='कुछु झन बताबे|झन बताबे|काकरो ल झन|संदेस ल मेटा'),
 'mwr': dict(s='deva', mf=True, v='भूल जावो|भूल जाओ', n='निर्देस|निर्देश|हुकम', a='सगळा|सगळी', e='पैलां रा|जूनो', neg='कदैई', w='चेतावणी|ठग',
             act='लिख दो|भेज दो|मिटा दो', st='पास|चुकतो', ls='सगळा|सगळी', hide='कीं मत बताजो|मत बताजो|किणी नै मत|संदेस मिटा'),
 'gon': dict(s='deva', v='', n='', a='', e='', neg='कबे', w='चेतावनी|ठग',
             act='लिहा|पोहचा|मिटा', st='पास|चुकता', ls='सबे', hide='कुछ वेहमा मत|वेहमा मत|संदेस ते मिटा'),
 'kru': dict(s='deva', v='', n='', a='', e='', neg='कभी', w='चेतावनी|ठग',
             act='लिखा|ओया|मेटा', st='पास|चुकता', ls='गोटंग', hide='एन्देर हूँ बाचा मला|हूँ बाचा मला|संदेस गे मेटा'),
 'unr': dict(s='deva', v='', n='', a='', e='', neg='', w='चेतावनी|ठग',
             act='ओल मे|कुल मे|मेटाय मे', st='पास|चुकता', ls='सोबेन', hide='का उदुब मे|संदेस मेटाय'),
 'xsr': dict(s='deva', v='', n='', a='', e='', neg='', w='चेतावनी|ठगी',
             act='ब्रि|पुइ', st='पास|चुक्ता', ls='ताँन', hide='ताम आप्ला|समाचार मेटब'),
 'taj': dict(s='deva', v='', n='', a='', e='', neg='', w='चेतावनी|ठग',
             act='ब्रि|पुइ|लाउ', st='पास|चुक्ता', ls='ताँन', hide='ताम आप्ला|मेटब लाउ'),
 'brh': dict(s='arab', v='', n='', a='', e='', neg='ہچ وخت', w='ہوشیار|دغاباز',
             act='نویس|رہی کر|مِٹا کر|مٹا کر', st='پاس اے|ادا مسونے', ls='کُل', hide='ہچ پاپہ|پیغام ءِ مِٹا|پیغام ءِ مٹا'),
}
# Words the existing rows lacked for the same slices' orders: the acts of a note to the automatic system (mark as paid,
# record, return the money, delete), its stakes (paid, no pests) and concealments ("tell nobody"); Zulu's "forget".
MORE_NEAR = {
 'te': dict(act='గుర్తించు|పంపు|తొలగించు|నమోదు చెయ్యి|నమోదు చేయి|రాయి|తిరిగి పంపు', st='చెల్లించినట్లు|చెల్లించబడింది|ఆమోదించబడింది', hide='చెప్పకు|చెప్పవద్దు'),
 'zu': dict(v='khohlwa|khohlwani', act='phawula|bhala|susa|buyisela', st='njengekhokhiwe|ikhokhiwe', hide='ungatsheli'),
 'uz': dict(act='belgila|qayd et|yubor|o‘chir|qaytar|yoz', st='to‘langan', hide='hech narsa dema|dema'),
 'ha': dict(act='yi wa|rubuta|goge|mayar da|aika', st='an biya|an amince', hide='kada ka gaya|kar ka gaya|kada ku gaya'),
 'az': dict(act='qaytar|sil|yaz', st='ödənilmiş', hide='heç nə demə|heç kimə demə'),
 'ka': dict(act='მონიშნე|გაგზავნე|წაშალე|ჩაწერე|დააბრუნე|დაადასტურე', st='გადახდილად|გადახდილი|დადასტურებული', hide='არაფერი უთხრა|არავის უთხრა|არ უთხრა'),
 'hy': dict(act='նշիր|ուղարկիր|ջնջիր|գրանցիր|վերադարձրու|հաստատիր', st='որպես վճարված|վճարված|հաստատված', hide='ոչինչ մի ասա|ոչ մեկին մի ասա|մի ասա'),
 'lad': dict(act='eskrive|eskrivi|marka|embia|efasa|aprova|paga', st='pagada|pasada|aprovada|verifikada', ls='la lista de los|la lista kompleta|todos los', hide='no le digas nada|no digas nada|efasa este mesaje|no avizes'),
 'bo': dict(act='སྐུར|འབྲི', ls='ཚང་མ', hide='མ་ཤོད|སུབས'),
}
for code, w in NEAR.items():
    for f in WORD_FIELDS:
        if f in w and w['s'] == 'latin': w[f] = bare_words(w[f])
for code, more in MORE_NEAR.items():
    w = T[code]
    for f, words in more.items():
        add = bare_words(words) if w['s'] == 'latin' else words
        w[f] = '|'.join(dict.fromkeys([x for x in (w.get(f, '') + '|' + add).split('|') if x]))
T.update(NEAR)
# (The new Latin-script rows' leads for the literal index.)
NEAR_LEADS = ['kalimut', 'tagubil', 'scurdat', 'scordat', 'struzzion', 'desmenteg', 'istruzion', 'desmentia', 'istrussion', 'scordet', 'istruzian',
              'ankov', 'gedyans', 'instructiun', 'itoni', 'gbagbe']


# A conditional policy's words (docs/content-readings.md): c the conditional lead ("if") before the phrase in its sentence,
# rf the refusal after it ("do not follow it"); with both the phrase is a warning's ("if a message tells the AI to ignore
# all previous instructions, do not follow it and report it"), not an override.
COND = {
 'is': ('ef', 'ekki fylgja|ekki hlyda|fylgdu ekki|hlyddu ekki'),
 'ga': ('ma|mas', 'na lean|na geill'),
 'gd': ('ma', 'na lean|na geill'),
 'cy': ('os', 'peidiwch ai dilyn|peidiwch a dilyn|peidiwch ag ufuddhau|paid ai dilyn|paid a dilyn'),
 'br': ('ma|mar', 'na heuliit ket|na sentit ket'),
 'eu': ('baldin', 'ez jarraitu|ez bete'),
 'ca': ('si', 'no la segueixis|no el segueixis|no la seguiu|no el seguiu'),
 'gl': ('se', 'non a sigas|non o sigas|non a sigades|non o sigades'),
 'mt': ('jekk', 'issegwihx|issegwiex|tobdix'),
 'lb': ('wann', 'follegt et net|follegt net'),
 'sq': ('nese|po qe se', 'mos e ndiq|mos e ndiqni'),
 'az': ('eger', 'emel etmeyin|emel etme'),
 'uz': ('agar', 'bajarmang|bajarma|amal qilmang'),
 'ku': ('heke|eger', 'we neke|neke|nekin'),
 'ceb': ('kung', 'ayaw sunda|ayaw kini sunda'),
 'jv': ('yen|menawa', 'aja dituruti|aja nuruti'),
 'su': ('upami|lamun', 'ulah diturutan|ulah nurut'),
 'so': ('haddii', 'ha raacin|ha adeecin|ha fulin'),
 'om': ('yoo', 'hin hordofin|hin raawwatin'),
 'sw': ('ikiwa|kama', 'usiufuate|usifuate|msiufuate|msifuate'),
 'rw': ('niba', 'ntukurikize|ntimukurikize'),
 'zu': ('uma', 'ungakulandeli|ningakulandeli'),
 'ha': ('idan', 'kada ka bi|kada ku bi'),
 'ig': ('o buru na|oburu na', 'esoghi|ekwela'),
 'mg': ('raha', 'aza arahina|aza manaraka'),
 'ht': ('si', 'pa swiv|pa obeyi'),
 'sm': ('afai', 'aua le mulimuli|aua e te usita'),
 'mi': ('mena|mehemea|ki te', 'kaua e whai|kaua e whakarongo|kaua e mahi'),
 'be': ('калі', 'не выконвай'),
 'kk': ('егер', 'орындама'),
 'ky': ('эгер', 'аткарба'),
 'mn': ('хэрэв', 'бүү даг'),
 'tg': ('агар', 'иҷро накун'),
 'mk': ('ако', 'не ја следе|не ја следи'),
 'ka': ('თუ', 'არ შეასრულ|არ მიჰყვ'),
 'hy': ('եթե', 'մի կատար|մի հետև'),
 'pa': ('ਜੇ|ਜੇਕਰ', 'ਨਾ ਮੰਨੋ|ਪਾਲਣਾ ਨਾ'),
 'gu': ('જો', 'પાલન ન કર|અનુસરશો નહીં'),
 'mr': ('जर', 'पालन करू नका|पाळू नका'),
 'bn': ('যদি', 'মানবেন না|অনুসরণ করবেন না|মেনো না'),
 'te': ('ఒకవేళ', 'పాటించవద్దు|అనుసరించవద్దు'),
 'kn': ('ಒಂದು ವೇಳೆ', 'ಪಾಲಿಸಬೇಡಿ|ಅನುಸರಿಸಬೇಡಿ'),
 'lo': ('ຖ້າ', 'ຢ່າປະຕິບັດຕາມ|ຢ່າເຮັດຕາມ'),
}

COND.update(NEW_COND)
COND.update(NEWER_COND)
COND.update(SPENT_COND)
COND.update(FARTHER_COND)

# What the Latin-script words are found by in a text without letters outside Latin-1: one ASCII lead of each language's
# verbs or nouns, starting with three letters rare at English words' starts (the literal index compares every place of them).
LEADS = ['beining', 'fyrirm', 'amhaird', 'leig s', 'anwybydd', 'ankouai', 'ahaztu', 'jarraibide', 'zzjoni', 'uktioun', 'injoro',
         'tiborsiz', 'rsatma', 'sgerme', 'sguh', 'ibalewala', 'ksyon', 'lirwak', 'abaikeun', 'ndho', 'lmaam', 'tuffadh', 'qajeelfam',
         'puuza', 'maagizo', 'rengagiz', 'amabwiriza', 'yalelo', 'hlokomolo', 'taelo', 'egedz', 'mirairo', 'watsi', 'umarni',
         'leghara', 'ntuziaka', 'yyil', 'ndigal', 'lako', 'raharahi', 'inyore', 'qunqa', 'kamachi', 'ehendu', 'apoukapy', 'amanaia',
         'faatonuga', 'tohutohu', 'hoolohe', 'vigreind', 'kudu m', 'palire']

LEADS += NEW_LEADS
LEADS += list(dict.fromkeys(NEWER_LEADS))
LEADS += [x for x in dict.fromkeys(SPENT_LEADS) if x not in LEADS]
LEADS += [x for x in dict.fromkeys(FARTHER_LEADS) if x not in LEADS]
LEADS += [x for x in dict.fromkeys(NEAR_LEADS) if x not in LEADS]

SCRIPT_BLOCKS = {'cyrl': (0x0400, 0x0530), 'geor': (0x10a0, 0x1100), 'armn': (0x0530, 0x0590), 'arab': (0x0600, 0x0700),
                 'guru': (0x0a00, 0x0a80), 'gujr': (0x0a80, 0x0b00), 'deva': (0x0900, 0x0980), 'beng': (0x0980, 0x0a00),
                 'orya': (0x0b00, 0x0b80), 'telu': (0x0c00, 0x0c80), 'knda': (0x0c80, 0x0d00), 'mlym': (0x0d00, 0x0d80),
                 'laoo': (0x0e80, 0x0f00), 'ethi': (0x1200, 0x1380),
                 'tibt': (0x0f00, 0x1000), 'thaa': (0x0780, 0x07c0), 'hebr': (0x0590, 0x0600), 'mtei': (0xabc0, 0xac00),
                 'hani': (0x4e00, 0xa000), 'cans': (0x1400, 0x1680), 'tfng': (0x2d30, 0x2d80),
                 'sinh': (0x0d80, 0x0e00), 'cher': (0xab70, 0xabc0), 'olck': (0x1c50, 0x1c80), 'grek': (0x0370, 0x0400), 'taml': (0x0b80, 0x0c00)}


def esc(s):
    out = []
    for ch in s:
        o = ord(ch)
        if o > 0x7e: out.append('\\u%04x' % o)
        elif ch in '.*+?()[]{}^$/\\': out.append('\\' + ch)
        else: out.append(ch)
    return ''.join(out)


def alt(words, raw=False):
    parts = [w.strip() for w in words.split('|') if w.strip()]
    # (Longest first, so a longer form is taken before its stem; a space stands for one or more.)
    parts.sort(key=len, reverse=True)
    return '|'.join((p if raw and '(' in p else esc(p)).replace(' ', '\\s+') for p in parts)


# (Lao and Tibetan write no spaces between words: their words are found as written.)
NO_SPACE = ('laoo', 'tibt', 'hani')


def pattern(words, script, start=True, raw=False, short_end=0):
    """The pattern's source (its flags are FLAGS's), or None: NEVER."""
    if not words: return None
    if script not in NO_SPACE and (not start or short_end):
        # (Stakes stand inside longer words, "njengesiqinisekisiwe"; acts are whole words: the short ones are read whole
        # and bounded, the long ones by their start or, for stakes, anywhere.)
        parts = [w.strip() for w in words.split('|') if w.strip()]
        size = short_end or 7
        short = '|'.join(p for p in parts if len(p) < (size if short_end else 4))
        mid = '' if short_end else '|'.join(p for p in parts if 4 <= len(p) < size)
        long = '|'.join(p for p in parts if len(p) >= size)
        bits = []
        lead = '(?<![\\p{L}\\p{M}])'
        if long: bits.append(('' if not start else lead) + '(?:' + alt(long, raw) + ')')
        if mid: bits.append(lead + '(?:' + alt(mid, raw) + ')')
        if short: bits.append(lead + '(?:' + alt(short, raw) + ')(?![\\p{L}\\p{M}])')
        return '|'.join(bits)
    body = alt(words, raw)
    # (Lao writes no spaces between words: its words are found as written; the other scripts' at a word's start.)
    lead = '' if (script in NO_SPACE or not start) else '(?<![\\p{L}\\p{M}])'
    return f'{lead}(?:{body})'


# (English's and the tool outputs' most common short words: a phrase's key is another of its words where it has one.)
COMMON = set('a an the to of in on is it as at be by do so no or if me my we he i you for and not all but can are was '
             'fun man ran set see say per pro con non sum pay file data path test tell list name send mark pass paid '
             'pain order new out one two top date type user them they this that with from have will your customer '
             'customers number score rules orders approve delete verified report example previous e o u y'.split())


def bounds(field, script, word):
    """Whether the pattern of `field` holds `word` only after a non-letter (lead) and only before one (trail): each
    bound as pattern() writes it for the field (verbs, nouns and concealments at a word's start; acts whole when short;
    stakes and lists whole when short, at a word's start when mid-sized, anywhere when long)."""
    if script in NO_SPACE: return False, False
    n = len(word)
    if field == 'act': return True, n < 5
    if field in ('st', 'ls'): return n < 7, n < 4
    return True, False


def keys(words, field, script, raw=False):
    """What a text holds wherever the pattern of `words` matches in it: for each word one of its parts (a space stands
    for one or more), marked '<' where the text holds it after a non-letter and '>' where before one, or None when a
    word is itself a pattern (raw, with any of a pattern's signs: a key cut from it could name what no text holds). The
    part is the word's longest one that is not a common English word: a key short and common ("a", "da" inside "data")
    would make nearly every text read the language's patterns (docs/design-and-performance.md)."""
    parts = [w.strip() for w in words.split('|') if w.strip()]
    if raw and any(c in p for p in parts for c in '()[]?\\*+{}.^$'): return None
    out = []
    for p in parts:
        lead, trail = bounds(field, script, p)
        bits = [b for b in p.split(' ') if b]
        held = [('<' if (lead or i > 0) else '') + b + ('>' if (trail or i < len(bits) - 1) else '') for i, b in enumerate(bits)]
        out.append(max(held, key=lambda k: (k.strip('<>') not in COMMON, len(k) + k.endswith('>'))))
    return list(dict.fromkeys(out))


def js(s):
    """`s` as a JavaScript string literal, non-ASCII characters as \\uXXXX escapes."""
    out = []
    for ch in s:
        o = ord(ch)
        if o > 0xffff: out.append('\\u%04x\\u%04x' % (0xd800 + ((o - 0x10000) >> 10), 0xdc00 + ((o - 0x10000) & 0x3ff)))
        elif o > 0x7e: out.append('\\u%04x' % o)
        elif ch in "\\'": out.append('\\' + ch)
        else: out.append(ch)
    return "'" + ''.join(out) + "'"


def source(pat):
    return 'null' if pat is None else js(pat)


def key_text(w):
    """The keys of a language's verbs, nouns, acts and stakes (its stakes, concealments and lists together), as one string:
    the four lists ';'-separated, each list's keys '|'-separated, '*' for a list with a word that is a pattern itself."""
    s = w['s']
    held = [keys(w['st'], 'st', s, raw=True), keys(w['hide'], 'hide', s, raw=True), keys(w.get('ls', ''), 'ls', s, raw=True)]
    lists = [keys(w['v'], 'v', s), keys(w['n'], 'n', s), keys(w['act'], 'act', s, raw=True), None if None in held else [k for h in held for k in h]]
    for k in lists:
        assert k is None or all(x.strip('<>') and x != '*' and ';' not in x and '<' not in x[1:] and '>' not in x[:-1] for x in k), k
    return ';'.join('*' if k is None else '|'.join(dict.fromkeys(k)) for k in lists)


# Each pattern's flags (the loader makes each RegExp when a reading first asks for it: src/content/far-language.ts).
FLAGS = {'verb': 'gu', 'noun': 'gu', 'all': 'u', 'earlier': 'gu', 'negation': 'u', 'negationAfter': 'u', 'topic': 'u',
         'warning': 'u', 'conditional': 'u', 'refuse': 'u', 'act': 'gu', 'stake': 'u', 'conceal': 'u', 'list': 'u'}


HEADER = ['/**',
          ' * The word tables of far-overrides.ts and role-acts-far.ts, one per language, written by scripts/far-tables.py (edit',
          ' * the tables there and run it): the override of earlier instructions (verbs of setting aside, the instructions noun,',
          ' * "all", the earlier words, negations, topic markers, a warning\'s words) and an order to a machine (acts, stakes,',
          ' * concealment), in the languages the structural readings lacked. Latin-script words are bare (lower case, no marks, no',
          ' * apostrophe inside a word), as the readings read the text; each pattern is one flat alternation of literal words.',
          ' * Patterns are written as their sources: far-language.ts makes each RegExp when a reading first asks for it.',
          ' */']


def language(code, w):
    s = w['s']
    block = 'undefined' if s == 'latin' else '[0x%04x, 0x%04x]' % SCRIPT_BLOCKS[s]
    nega = w.get('nega', '')
    nega_pat = None if not nega else '^(?:' + '|'.join(esc(x).replace(' ', '\\s?') if x.startswith(' ') else esc(x) for x in nega.split('|')) + ')'
    neg = w.get('neg', '')
    t = w.get('t', '')
    # (Whole words only before the marker: a word's end is no marker, "bifo" is not "bi" and "fo".)
    words_first = '(?:[\\s,]+[\\p{L}\\p{M}]+(?![\\p{L}\\p{M}])){0,3}?' if w.get('tp') else ''
    if t:
        tparts = [x for x in t.split('|') if x]
        tshort = '|'.join(x for x in tparts if len(x) < 4)
        tlong = '|'.join(x for x in tparts if len(x) >= 4)
        body = '|'.join(b for b in [('(?:' + alt(tlong) + ')') if tlong else '', ('(?:' + alt(tshort) + ')(?![\\p{L}])') if tshort else ''] if b)
        # (Romance "de" elided before a vowel, "d'entrega", read bare as one word "dentrega": the topic's "of" still.)
        if w.get('elide'): body += '|d(?=[aeiouh])'
        topic = '^' + words_first + '[\\s,]*(?:' + body + ')'
    else:
        topic = None
    cond = COND.get(code)
    return ['  {', f"    code: '{code}',", f'    block: {block},', f"    verb: {source(pattern(w['v'], s))},",
            f"    noun: {source(pattern(w['n'], s))},", f"    all: {source(pattern(w['a'], s, short_end=5))},",
            f"    earlier: {source(pattern(w['e'], s, short_end=99) if w.get('ew') else pattern(w['e'], s))},",
            f"    negation: {source(pattern(neg, s, short_end=99) if neg else None)},", f'    negationAfter: {source(nega_pat)},',
            f'    topic: {source(topic)},', f"    modifiersFirst: {'true' if w.get('mf') else 'false'},", f"    warning: {source(pattern(w['w'], s))},",
            f"    conditional: {source(pattern(cond[0], s, short_end=99) if cond else None)},",
            f"    refuse: {source(pattern(cond[1], s) if cond else None)},",
            f"    act: {source(pattern(w['act'], s, raw=True, short_end=5))},", f"    stake: {source(pattern(w['st'], s, start=False, raw=True))},",
            f"    conceal: {source(pattern(w['hide'], s, raw=True))},", f"    list: {source(pattern(w.get('ls', ''), s, start=False, raw=True))},",
            f"    keys: {js(key_text(w))},", '  },']


codes = OLD_CODES
added = list(NEW)
half = (len(added) + 1) // 2
newer = list(NEWER)
third = (len(newer) + 2) // 3
spent = list(SPENT)
spent_third = (len(spent) + 2) // 3
farther = list(FARTHER)
farther_third = (len(farther) + 2) // 3
near = list(NEAR)
near_half = (len(near) + 1) // 2
GROUPS = [('far-words-west.ts', codes[:20]), ('far-words-south.ts', codes[20:40]), ('far-words-east.ts', codes[40:]),
          ('far-words-more.ts', added[:half]), ('far-words-most.ts', added[half:]),
          ('far-words-next.ts', newer[:third]), ('far-words-last.ts', newer[third:2 * third]), ('far-words-rest.ts', newer[2 * third:]),
          ('far-words-outer.ts', spent[:spent_third]), ('far-words-upper.ts', spent[spent_third:2 * spent_third]), ('far-words-inner.ts', spent[2 * spent_third:]),
          ('far-words-isles.ts', farther[:farther_third]), ('far-words-americas.ts', farther[farther_third:2 * farther_third]), ('far-words-north.ts', farther[2 * farther_third:]),
          ('far-words-near.ts', near[:near_half]), ('far-words-nigh.ts', near[near_half:])]
names = []
for fname, group in GROUPS:
    const = 'FAR_' + fname[len('far-words-'):-3].upper()
    names.append((fname, const))
    out = HEADER + ['', "import type { FarWords } from './far-words.js';", '',
                    f'/** {", ".join(group)}. */', f'export const {const}: readonly FarWords[] = [']
    for code in group: out += language(code, T[code])
    out += ['];', '']
    with open(os.path.join(HERE, '..', 'src', 'content', fname), 'w') as fh: fh.write('\n'.join(out))

main = HEADER + ['',
        "/** One language's words: each pattern's source (null: none; its flags are FAR_FLAGS's), as far-language.ts reads them. */",
        'export interface FarWords {',
        '  readonly code: string;',
        "  /** The script's block [from, to), or undefined for Latin letters. */",
        '  readonly block: readonly [number, number] | undefined;',
        '  readonly verb: string | null;',
        '  readonly noun: string | null;',
        '  readonly all: string | null;',
        '  readonly earlier: string | null;',
        '  /** A negation in the two words before the verb or an act. */',
        '  readonly negation: string | null;',
        '  /** A negation right after the verb or an act (the languages that negate it there), anchored at its end. */',
        '  readonly negationAfter: string | null;',
        '  /** A topic named right after the noun and its earlier word: a correction of instructions on a matter. */',
        '  readonly topic: string | null;',
        '  /** Whether modifiers stand before the noun (a topic may stand before the earlier word). */',
        '  readonly modifiersFirst: boolean;',
        "  /** A warning's, a sample's or a report's words: the phrase after them is quoted. */",
        '  readonly warning: string | null;',
        '  /** A conditional lead ("if") before the phrase in its sentence and a refusal ("do not follow it") after it: a policy\'s warning. */',
        '  readonly conditional: string | null;',
        '  readonly refuse: string | null;',
        '  readonly act: string | null;',
        '  readonly stake: string | null;',
        '  readonly conceal: string | null;',
        "  /** A whole list: a stake only where the order sends it to an address it names. */",
        '  readonly list: string | null;',
        '  /**',
        "   * What a text holds wherever a pattern matches in it (one part of each word, '<' before it where the text holds it",
        "   * after a non-letter, '>' after it where before one), for the verbs, the nouns, the acts and the stakes (the stakes',",
        "   * concealments' and lists' together): ';' between the four lists, '|' between a list's keys, '*' for a list that has",
        "   * a word which is a pattern itself (any text may hold it).",
        '   */',
        '  readonly keys: string;',
        '}',
        '',
        "/** Each pattern's flags. */",
        'export const FAR_FLAGS = { ' + ', '.join(f"{k}: '{v}'" for k, v in FLAGS.items()) + ' } as const;',
        '',
        "/** The Latin-script languages' leads (lower-case ASCII) for the literal index. */",
        'export const FAR_LEADS: readonly string[] = [' + ', '.join(f"'{l}'" for l in LEADS) + '];',
        '']
with open(OUT, 'w') as fh: fh.write('\n'.join(main))
print(f'{len(T)} languages written to far-words*.ts')
