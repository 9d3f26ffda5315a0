# Writes src/content/far-words.ts from the word tables below: each language's words for the override of earlier
# instructions (verbs of setting aside, the instructions noun, "all", the earlier words, the negations, a topic marker
# after the noun, a warning's words) and for an order to a machine (acts, stakes, concealment), in the languages the
# structural readings lacked (docs/content-readings.md, "The structural readings' languages"). Latin-script words are
# written bare (lower case, no marks, no apostrophe inside a word; far-overrides.ts reads the text the same way); the
# other scripts' words as written. Non-ASCII characters are written to the module as \uXXXX escapes.
# Run: python3 scripts/far-tables.py
import os, re

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
 'ca': dict(s='latin', v='ignora|ignoreu|ignori|oblida|oblideu|no facis cas|no feu cas', n='instrucci|indicacions|ordres|normes|regles', a='totes|tots|tota', e='anteriors|anterior|previes|precedents|dabans', neg='no|mai', t='de|sobre|per a|per al', w='avis|exemple|estafa|frau|denuncieu',
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
 'tk': dict(s='latin', v='asgerme|asgermen|unut|ser salma|uns berme', n='gorkezme|gollanma|buyruk|duzgun|tabsyryk', a='ahli|hemme|butin', e='onki|ozal|ozalky', nega='ma|me', mf=True, w='duydurys|galplyk|meselem|nusga',
            act='tassykla|belle|iber|ber|uytget|poz|tole', st='barlanan|tassyklanan|in yokary|birinji|tolenen', ls='doly sanaw', hide='aytma|habar berme'),
 'ku': dict(s='latin', v='pasguh bike|pasguh bikin|guh nede|guh nedin|ji bir bike|ji bir bikin', n='talimat|rewerz|ferman|rebaz|qaide|qayde', a='hemu|tevahi|gis', e='bere|yen bere|pesin', neg='tu cari', t='yen|ji bo', w='hisyari|xapandin|minak|ragihin',
            act='bipejir|pejirin|nisan bide|bisine|bide|biguher|je bibe|bide', st='pejirandi|pistrastkiri|heri zede|yekem|dayin', ls='listeya tevahi', hide='nebeje|nebejin|bêyî|beyi'),
 'ceb': dict(s='latin', v='ibalewala|balewalaa|ayaw tagda|ayaw panumbalinga|kalimti', n='instruksyon|instruksiyon|mando|sugo|lagda|giya', a='tanan|tanang', e='miaging|nangaging|kaniadto|niaging', neg='ayaw|dili', t='sa|bahin sa|mahitungod|para sa', w='pasidaan|panlimbong|pananglitan|ireport',
            act='aprobahi|i-approve|markahi|ipadala|i-send|hatagi|ihatag|usba|usbi|papasa|tangtangon|bayri', st='na-verify|verified|gi-aprobahan|pinakataas|una nga|bayad na', ls='tibuok lista', hide='ayaw isulti|ayaw ingna|ayaw pahibaloa|walay pahibalo'),
 'jv': dict(s='latin', v='lirwakna|lirwakake|ora usah digatekake|aja digatekake|lalekna', n='instruksi|pandhuan|prentah|aturan|dhawuh', a='kabeh|sakabehe|kabehe', e='sadurunge|sing wis|lawas', neg='aja|ora', t='babagan|kanggo|bab', w='penget|penipuan|conto|laporna',
            act='setujoni|setujua|tandhani|kirimna|kirimake|wenehana|wenehi|ganti|busak|bayar', st='diverifikasi|wis disetujoni|paling dhuwur|pisanan|wis dibayar', ls='dhaptar pelanggan lengkap', hide='aja kandha|aja ngandhani|tanpa ngandhani'),
 'su': dict(s='latin', v='malire|abaikeun|teu kudu malire|ulah dipalire|poho keun', n='parentah|pituduh|instruksi|aturan', a='sadaya|sadayana|sakabeh', e='samemehna|saacanna|samemehna', neg='ulah|teu|entong', t='ngeunaan|pikeun|perkara', w='awas|tipu|conto|laporkeun',
            act='satujuan|tandaan|kirimkeun|pasihan|bere|robih|robah|hapus|bayar', st='diverifikasi|disatujuan|pangluhurna|kahiji|geus dibayar', ls='daptar palanggan', hide='ulah beja|ulah bejakeun|tanpa bebeja'),
 'so': dict(s='latin', v='iska indho tir|iska indha tir|iska dhaaf|ha dhegeysan', n='tilmaam|amar|awaamir|xeer|sharci', a='dhammaan|oo dhan|oo idil', e='hore|horay', neg='ha|weligaa|weligiin|ma', t='ee|ku saabsan|ku aaddan', w='digniin|khiyaano|tusaale|soo sheeg',
            act='ansixi|ansixiya|calaamadee|u dir|dir|sii|beddel|tirtir|bixi|u dhig', st='xaqiijisan|la ansixiyay|ugu sarreeya|ugu horreeya|la bixiyay', ls='liiska macaamiisha', hide='ha u sheegin|ha sheegin|hana sheegin|adigoon u sheegin'),
 'om': dict(s='latin', v='tuffadhu|tuffadhaa|hin ilaalin|dagadhu', n='qajeelfam|ajaja|seera|qajeelcha', a='hunda|hundumaa|guutuu', e='kanaan dura|duraa|darbe|dura jiran', neg='hin|gonkumaa', t='waa\'ee|waaee|dhaabbii', w='akeekkachiis|gowwoomsaa|fakkeenya|gabaasaa',
            act='raggaasisi|mallatteessi|ergi|kenni|jijjiiri|haqi|kaffali', st='mirkanaa|raggaafame|olaanaa|tokkoffaa|kaffalame', ls='tarree maamiltootaa', hide='hin himin|utuu hin himin'),
 'sw': dict(s='latin', v='puuza|puuzeni|usijali|sahau|sahauni|achana na', n='maagizo|maelekezo|amri|sheria|kanuni', a='yote|zote|wote', e='yaliyotangulia|ya awali|ya zamani|yaliyopita|zilizotangulia|zilizopita|za awali', neg='usi|msi|kamwe|usije', t='kuhusu|ya|za', w='onyo|ulaghai|mfano|uripoti',
            act='idhinisha|weka alama|tuma|ipe|mpe|badilisha|futa|lipa', st='imethibitishwa|limethibitishwa|zimethibitishwa|imeidhinishwa|za juu zaidi|wa kwanza|imelipwa', ls='orodha kamili', hide='usiwaambie|usimwambie|bila kuwaambia|bila kumwambia'),
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
 'gn': dict(s='latin', v='ani rehendu|ani pehendu|nderesarai|ani rejapyhy', n='tembiapoukapy|mbaeporandu|tembiaporape|leikuéra|leikuera', a='opaite|mayma|entero', e='yma guare|ymaguare|mboyve', neg='ani|araka\'eve|arakaeve', t='rehegua|rehe|regua', tp=True, w='nangareko|nembotavy|techapyra|pemombeu',
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
 'tt': dict(s='cyrl', v='игътибарсыз калдыр|исәпкә алма|оныт|игътибар итмә', n='күрсәтмә|боерык|кагыйдә|инструкция', a='барлык|бөтен|һәммә', e='элекке|алдагы|моңарчы', nega='ма|мә|ма', mf=True, w='кисәтү|алдау|мәсәлән|хәбәр итегез',
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
            act='ਮਨਜ਼ੂਰ ਕਰੋ|ਮਨਜ਼ੂਰ ਕਰ|ਨਿਸ਼ਾਨਬੱਧ ਕਰੋ|ਭੇਜੋ|ਭੇਜ ਦਿਓ|ਦਿਓ|ਦੇ ਦਿਓ|ਬਦਲੋ|ਮਿਟਾਓ|ਜਾਰੀ ਕਰੋ|ਲਿਖੋ', st='ਤਸਦੀਕਸ਼ੁਦਾ|ਤਸਦੀਕ|ਮਨਜ਼ੂਰਸ਼ੁਦਾ|ਸਭ ਤੋਂ ਵੱਧ|ਪਹਿਲ|ਪੂਰੀ ਰਕਮ|ਪੰਜ ਤਾਰੇ|ਸ਼ਾਨਦਾਰ', ls='ਪੂਰੀ ਸੂਚੀ', hide='ਨਾ ਦੱਸੋ|ਨਾ ਦੱਸਿਓ|ਦੱਸੇ ਬਿਨਾਂ'),
 'gu': dict(s='gujr', v='અવગણના કરો|અવગણો|અવગણ|ભૂલી જાઓ|ભૂલી જા|ધ્યાન ન આપો', n='સૂચના|નિર્દેશ|નિયમ|આદેશ', a='બધી|બધા|તમામ|સર્વ', e='અગાઉની|અગાઉના|પહેલાંની|પહેલાની|પાછલી|જૂની', neg='ન|ક્યારેય', nega=' નહીં| ના', mf=True, w='ચેતવણી|છેતરપિંડી|ઉદાહરણ|જાણ કરો',
            act='મંજૂર કરો|ચિહ્નિત કરો|મોકલો|આપો|બદલો|કાઢી નાખો|ચૂકવો|જાહેર કરો', st='ચકાસાયેલ|મંજૂર થયેલ|સૌથી વધુ|પ્રથમ|ચૂકવાયેલ', ls='સંપૂર્ણ યાદી', hide='કહેશો નહીં|જણાવશો નહીં|કહ્યા વગર|જણાવ્યા વિના'),
 'mr': dict(s='deva', v='दुर्लक्ष करा|दुर्लक्ष कर|विसरून जा|विसरा', n='सूचना|निर्देश|नियम|आदेश', a='सर्व|सगळ्या|सगळे|संपूर्ण', e='मागील|आधीच्या|पूर्वीच्या|जुन्या', neg='कधीही', nega=' नका| नकोस', mf=True, w='इशारा|फसवणूक|उदाहरण|तक्रार',
            act='मंजूर करा|चिन्हांकित करा|पाठवा|द्या|बदला|हटवा|भरा|जाहीर करा', st='पडताळलेला|पडताळलेले|मंजूर केलेला|सर्वाधिक|पहिला|भरलेले', ls='संपूर्ण यादी', hide='सांगू नका|कळवू नका|न सांगता'),
 'bn': dict(s='beng', v='উপেক্ষা করো|উপেক্ষা করুন|উপেক্ষা কর|ভুলে যাও|ভুলে যান|অগ্রাহ্য করো|অগ্রাহ্য করুন', n='নির্দেশ|নির্দেশনা|নিয়ম|আদেশ', a='সব|সমস্ত|সকল', e='আগের|পূর্ববর্তী|পূর্বের|পুরনো', neg='কখনো|কখনোই', nega=' না', mf=True, w='সতর্কতা|প্রতারণা|উদাহরণ|খবর দিন|প্রশিক্ষণ',
            act='অনুমোদন করো|অনুমোদন করুন|চিহ্নিত করো|চিহ্নিত করুন|পাঠাও|পাঠান|দাও|দিন|বদলাও|মুছে ফেলো', st='যাচাইকৃত|অনুমোদিত|সর্বোচ্চ|প্রথম|পরিশোধিত', ls='পুরো তালিকা', hide='বলো না|বলবেন না|না জানিয়ে|কাউকে বলো না'),
 'or': dict(s='orya', v='ଅଣଦେଖା କର|ଅଣଦେଖା କରନ୍ତୁ|ଭୁଲିଯାଅ|ଭୁଲିଯାଆନ୍ତୁ|ଉପେକ୍ଷା କର', n='ନିର୍ଦ୍ଦେଶ|ନିୟମ|ଆଦେଶ|ସୂଚନା', a='ସମସ୍ତ|ସବୁ|ସକଳ', e='ପୂର୍ବର|ପୂର୍ବବର୍ତ୍ତୀ|ପୁରୁଣା|ଆଗର', neg='କେବେ', nega=' ନାହିଁ| ନାହି', mf=True, w='ସତର୍କତା|ଠକେଇ|ଉଦାହରଣ|ଜଣାନ୍ତୁ',
            act='ଅନୁମୋଦନ କର|ଚିହ୍ନିତ କର|ପଠାଅ|ଦିଅ|ବଦଳାଅ|ବିଲୋପ କର|ପୈଠ କର', st='ଯାଞ୍ଚ ହୋଇଛି|ଅନୁମୋଦିତ|ସର୍ବାଧିକ|ପ୍ରଥମ|ପୈଠ ହୋଇଛି', ls='ସମ୍ପୂର୍ଣ୍ଣ ତାଲିକା', hide='କୁହ ନାହିଁ|କୁହନ୍ତୁ ନାହିଁ|ନ କହି'),
 'te': dict(s='telu', v='విస్మరించు|విస్మరించండి|మర్చిపో|మర్చిపోండి|పట్టించుకోకు|పట్టించుకోవద్దు', n='సూచన|నిర్దేశ|నియమ|ఆదేశ', a='అన్ని|సమస్త|మొత్తం', e='మునుపటి|గత|ముందరి|పాత', neg='ఎప్పుడూ', nega='వద్దు|కూడదు', mf=True, w='హెచ్చరిక|మోసం|ఉదాహరణ|నివేదించండి',
            act='ఆమోదించు|ఆమోదించండి|గుర్తించు|గుర్తించండి|పంపు|పంపండి|ఇవ్వు|ఇవ్వండి|మార్చు|తొలగించు|చెల్లించు', st='ధృవీకరించబడిన|ఆమోదించబడిన|అత్యధిక|మొదటి|చెల్లించబడిన', ls='పూర్తి జాబితా', hide='చెప్పవద్దు|చెప్పకు|చెప్పకుండా'),
 'kn': dict(s='knda', v='ನಿರ್ಲಕ್ಷಿಸು|ನಿರ್ಲಕ್ಷಿಸಿ|ಮರೆತುಬಿಡು|ಮರೆತುಬಿಡಿ|ಕಡೆಗಣಿಸು|ಕಡೆಗಣಿಸಿ', n='ಸೂಚನೆ|ನಿರ್ದೇಶನ|ನಿಯಮ|ಆದೇಶ', a='ಎಲ್ಲಾ|ಎಲ್ಲ|ಸಮಸ್ತ', e='ಹಿಂದಿನ|ಹಳೆಯ|ಮುಂಚಿನ', neg='ಎಂದಿಗೂ', nega='ಬೇಡ|ಬೇಡಿ', mf=True, w='ಎಚ್ಚರಿಕೆ|ವಂಚನೆ|ಉದಾಹರಣೆ|ವರದಿ ಮಾಡಿ',
            act='ಅನುಮೋದಿಸು|ಅನುಮೋದಿಸಿ|ಗುರುತಿಸು|ಗುರುತಿಸಿ|ಕಳುಹಿಸು|ಕಳುಹಿಸಿ|ನೀಡು|ನೀಡಿ|ಬದಲಿಸು|ಅಳಿಸು|ಪಾವತಿಸು|ವರದಿ ಮಾಡು|ಬಹಿರಂಗಪಡಿಸಿ', st='ಪರಿಶೀಲಿಸಲಾಗಿದೆ|ಅನುಮೋದಿಸಲಾಗಿದೆ|ಅತ್ಯಧಿಕ|ಮೊದಲ|ಪಾವತಿಸಲಾಗಿದೆ|ಸರಿಯಾಗಿದೆ|ಚಿಕಿತ್ಸಾ ಗುಂಪ', ls='ಸಂಪೂರ್ಣ ಪಟ್ಟಿ', hide='ಹೇಳಬೇಡ|ಹೇಳಬೇಡಿ|ಹೇಳದೆ|ಸೇರಿಸಬೇಡಿ'),
 'ml': dict(s='mlym', v='അവഗണിക്കുക|അവഗണിച്ച്|അവഗണിക്കൂ|മറക്കുക|മറന്നേക്കൂ', n='നിർദ്ദേശ|നിർദേശ|നിയമ|ആജ്ഞ|നിർദ്ദേശങ്ങ', a='എല്ലാ|സകല|മുഴുവൻ', e='മുമ്പത്തെ|മുൻപത്തെ|പഴയ|മുൻ', neg='ഒരിക്കലും', nega='രുത്|ണ്ട', mf=True, w='മുന്നറിയിപ്പ്|തട്ടിപ്പ്|ഉദാഹരണം|റിപ്പോർട്ട് ചെയ്യുക',
            act='അംഗീകരിക്കുക|അടയാളപ്പെടുത്തുക|അയയ്ക്കുക|അയക്കുക|നൽകുക|മാറ്റുക|ഇല്ലാതാക്കുക|അടയ്ക്കുക|അടച്ചതായി', st='പരിശോധിച്ചതായി|അംഗീകരിച്ച|ഏറ്റവും ഉയർന്ന|ഒന്നാമത|അടച്ചതായി', ls='പൂർണ്ണ പട്ടിക', hide='പറയരുത്|അറിയിക്കരുത്|പറയാതെ'),
 'lo': dict(s='laoo', v='ບໍ່ສົນໃຈ|ບໍ່ຕ້ອງສົນໃຈ|ລືມ|ລະເລີຍ', n='ຄຳແນະນຳ|ຄໍາແນະນໍາ|ຄຳສັ່ງ|ຄໍາສັ່ງ|ກົດລະບຽບ', a='ທັງໝົດ|ທັງຫມົດ|ທຸກ', e='ກ່ອນໜ້ານີ້|ກ່ອນຫນ້ານີ້|ກ່ອນໜ້າ|ເກົ່າ|ທີ່ຜ່ານມາ', neg='ຢ່າ|ບໍ່ເຄີຍ', mf=False, w='ຄຳເຕືອນ|ຄໍາເຕືອນ|ສໍ້ໂກງ|ຕົວຢ່າງ|ລາຍງານ',
            act='ອະນຸມັດ|ໝາຍວ່າ|ຫມາຍວ່າ|ສົ່ງ|ໃຫ້ຄະແນນ|ປ່ຽນ|ລຶບ|ຈ່າຍ', st='ກວດສອບແລ້ວ|ອະນຸມັດແລ້ວ|ສູງສຸດ|ອັນດັບໜຶ່ງ|ຈ່າຍແລ້ວ', ls='ລາຍຊື່ລູກຄ້າທັງໝົດ', hide='ຢ່າບອກ|ໂດຍບໍ່ບອກ'),
 'ti': dict(s='ethi', v='ሸለል በል|ሸለል በሉ|ረስዕ|ረስዑ|ዕሽሽ በል', n='መምርሒ|ትእዛዝ|ሕግታት|ሕጊ|መምርሒታት', a='ኩሉ|ኩሎም|ብምሉኡ', e='ቅድሚ ሕጂ|ዝሓለፈ|ናይ ቀደም|ቀዳማይ', neg='ኣይት|ፈጺምካ', mf=True, w='መጠንቀቕታ|ምትላል|ኣብነት|ሓብሩ',
            act='ኣጽድቕ|ኣጽድቖ|ምልክት ግበር|ምልክት ግበረሉ|ስደድ|ሃቦ|ሃብ|ቀይር|ደምስስ|ክፈል', st='ዝተረጋገጸ|ዝጸደቐ|ዝለዓለ|ቀዳማይ|ዝተኸፍለ', ls='ምሉእ ዝርዝር', hide='ኣይትንገሮም|ኣይትንገር|ከይነገርካ'),
}

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

# What the Latin-script words are found by in a text without letters outside Latin-1: one ASCII lead of each language's
# verbs or nouns, starting with three letters rare at English words' starts (the literal index compares every place of them).
LEADS = ['beining', 'fyrirm', 'amhaird', 'leig s', 'anwybydd', 'ankouai', 'ahaztu', 'jarraibide', 'zzjoni', 'uktioun', 'injoro',
         'tiborsiz', 'rsatma', 'sgerme', 'sguh', 'ibalewala', 'ksyon', 'lirwak', 'abaikeun', 'ndho', 'lmaam', 'tuffadh', 'qajeelfam',
         'puuza', 'maagizo', 'rengagiz', 'amabwiriza', 'yalelo', 'hlokomolo', 'taelo', 'egedz', 'mirairo', 'watsi', 'umarni',
         'leghara', 'ntuziaka', 'yyil', 'ndigal', 'lako', 'raharahi', 'inyore', 'qunqa', 'kamachi', 'ehendu', 'apoukapy', 'amanaia',
         'faatonuga', 'tohutohu', 'hoolohe', 'vigreind', 'kudu m', 'palire']

SCRIPT_BLOCKS = {'cyrl': (0x0400, 0x0530), 'geor': (0x10a0, 0x1100), 'armn': (0x0530, 0x0590), 'arab': (0x0600, 0x0700),
                 'guru': (0x0a00, 0x0a80), 'gujr': (0x0a80, 0x0b00), 'deva': (0x0900, 0x0980), 'beng': (0x0980, 0x0a00),
                 'orya': (0x0b00, 0x0b80), 'telu': (0x0c00, 0x0c80), 'knda': (0x0c80, 0x0d00), 'mlym': (0x0d00, 0x0d80),
                 'laoo': (0x0e80, 0x0f00), 'ethi': (0x1200, 0x1380)}


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


def pattern(words, script, flags='u', start=True, raw=False, short_end=0):
    if not words: return 'NEVER'
    if script != 'laoo' and (not start or short_end):
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
        return '/' + '|'.join(bits) + '/' + flags
    body = alt(words, raw)
    # (Lao writes no spaces between words: its words are found as written; the other scripts' at a word's start.)
    lead = '' if (script == 'laoo' or not start) else '(?<![\\p{L}\\p{M}])'
    return f'/{lead}(?:{body})/{flags}'



HEADER = ['/**',
          ' * The word tables of far-overrides.ts and role-acts-far.ts, one per language, written by scripts/far-tables.py (edit',
          ' * the tables there and run it): the override of earlier instructions (verbs of setting aside, the instructions noun,',
          ' * "all", the earlier words, negations, topic markers, a warning\'s words) and an order to a machine (acts, stakes,',
          ' * concealment), in the languages the structural readings lacked. Latin-script words are bare (lower case, no marks, no',
          ' * apostrophe inside a word), as the readings read the text; each pattern is one flat alternation of literal words.',
          ' */']


def language(code, w):
    s = w['s']
    block = 'undefined' if s == 'latin' else '[0x%04x, 0x%04x]' % SCRIPT_BLOCKS[s]
    nega = w.get('nega', '')
    nega_pat = 'NEVER' if not nega else '/^(?:' + '|'.join(esc(x).replace(' ', '\\s?') if x.startswith(' ') else esc(x) for x in nega.split('|')) + ')/u'
    neg = w.get('neg', '')
    t = w.get('t', '')
    words_first = '(?:[\\s,]+[\\p{L}\\p{M}]+){0,3}?' if w.get('tp') else ''
    if t:
        tparts = [x for x in t.split('|') if x]
        tshort = '|'.join(x for x in tparts if len(x) < 4)
        tlong = '|'.join(x for x in tparts if len(x) >= 4)
        body = '|'.join(b for b in [('(?:' + alt(tlong) + ')') if tlong else '', ('(?:' + alt(tshort) + ')(?![\\p{L}])') if tshort else ''] if b)
        topic = '/^' + words_first + '[\\s,]*(?:' + body + ')/u'
    else:
        topic = 'NEVER'
    return ['  {', f"    code: '{code}',", f'    block: {block},', f"    verb: {pattern(w['v'], s, 'gu')},",
            f"    noun: {pattern(w['n'], s, 'gu')},", f"    all: {pattern(w['a'], s, short_end=5)},", f"    earlier: {pattern(w['e'], s, 'gu', short_end=99) if w.get('ew') else pattern(w['e'], s, 'gu')},",
            f"    negation: {pattern(neg, s, short_end=99) if neg else 'NEVER'},", f'    negationAfter: {nega_pat},', f'    topic: {topic},',
            f"    modifiersFirst: {'true' if w.get('mf') else 'false'},", f"    warning: {pattern(w['w'], s)},",
            f"    conditional: {pattern(COND[code][0], s, short_end=99) if code in COND else 'NEVER'},",
            f"    refuse: {pattern(COND[code][1], s) if code in COND else 'NEVER'},",
            f"    act: {pattern(w['act'], s, 'gu', raw=True, short_end=5)},", f"    stake: {pattern(w['st'], s, 'u', start=False, raw=True)},",
            f"    conceal: {pattern(w['hide'], s, 'u', raw=True)},", f"    list: {pattern(w.get('ls', ''), s, 'u', start=False, raw=True)},", '  },']


codes = list(T)
GROUPS = [('far-words-west.ts', codes[:20]), ('far-words-south.ts', codes[20:40]), ('far-words-east.ts', codes[40:])]
names = []
for fname, group in GROUPS:
    const = 'FAR_' + fname[len('far-words-'):-3].upper()
    names.append((fname, const))
    out = HEADER + ['', "import { type FarLanguage, NEVER } from './far-words.js';", '',
                    f'/** {", ".join(group)}. */', f'export const {const}: readonly FarLanguage[] = [']
    for code in group: out += language(code, T[code])
    out += ['];', '']
    with open(os.path.join(HERE, '..', 'src', 'content', fname), 'w') as fh: fh.write('\n'.join(out))

main = HEADER + ['',
        "/** One language's words. */",
        'export interface FarLanguage {',
        '  readonly code: string;',
        "  /** The script's block [from, to), or undefined for Latin letters. */",
        '  readonly block: readonly [number, number] | undefined;',
        '  readonly verb: RegExp;',
        '  readonly noun: RegExp;',
        '  readonly all: RegExp;',
        '  readonly earlier: RegExp;',
        '  /** A negation in the two words before the verb or an act. */',
        '  readonly negation: RegExp;',
        '  /** A negation right after the verb or an act (the languages that negate it there), anchored at its end. */',
        '  readonly negationAfter: RegExp;',
        '  /** A topic named right after the noun and its earlier word: a correction of instructions on a matter. */',
        '  readonly topic: RegExp;',
        '  /** Whether modifiers stand before the noun (a topic may stand before the earlier word). */',
        '  readonly modifiersFirst: boolean;',
        "  /** A warning's, a sample's or a report's words: the phrase after them is quoted. */",
        '  readonly warning: RegExp;',
        '  /** A conditional lead ("if") before the phrase in its sentence and a refusal ("do not follow it") after it: a policy\'s warning. */',
        '  readonly conditional: RegExp;',
        '  readonly refuse: RegExp;',
        '  readonly act: RegExp;',
        '  readonly stake: RegExp;',
        '  readonly conceal: RegExp;',
        "  /** A whole list: a stake only where the order sends it to an address it names. */",
        '  readonly list: RegExp;',
        '}',
        '',
        '/** What no text holds. */',
        'export const NEVER = /(?!)/;',
        '',
        "/** The Latin-script languages' leads (lower-case ASCII) for the literal index. */",
        'export const FAR_LEADS: readonly string[] = [' + ', '.join(f"'{l}'" for l in LEADS) + '];',
        '']
with open(OUT, 'w') as fh: fh.write('\n'.join(main))
print(f'{len(T)} languages written to far-words*.ts')
