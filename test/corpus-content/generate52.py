# Generates the fifty-second content corpus (cases-52.jsonl): credentials in the shapes the review of cases-51.jsonl's
# readings listed as missed, and credentials as data and analytics work carries them, each with every secret listed
# (`secrets`, exactly as it appears in the text) so redaction is checked, beside look-alikes `ok52…` in the same
# carriers; written class by class BEFORE any rule changed, without reading the held-out slices, and none a shape
# generate43.py, generate44.py, generate47.py or generate51.py already wrote:
#   cr52a  verbs of change in Czech, Swedish, Romanian, Greek, Russian, Korean, Hungarian, Finnish, Vietnamese,
#          Indonesian, Hindi, Arabic and Hebrew, and inflected names ("heslem", "паролем", "Salasanasi", "hasłem",
#          "jelszavad");
#   cr52b  a no-break space (U+00A0, U+202F) before a French colon, values aligned under labels with four or more
#          spaces or tabs, a value on the line after its label in other languages, other names for a network key;
#   cr52c  password inputs in JSX, Vue and Angular syntax, `--requirepass=` and `requirepass` in redis.conf and
#          docker-compose commands, Apex and XML forms of a CRM `…_Password__c` field;
#   cr52d  warehouse connection strings (Snowflake, Redshift, BigQuery, Databricks, ClickHouse URLs, JDBC and ODBC
#          strings with `PWD=` or `password=`), dbt `profiles.yml`, Airflow connection URIs and `AIRFLOW_CONN_*`;
#   cr52e  notebook cells and outputs (`.ipynb` JSON with a key in a cell's source or printed), Spark conf
#          (`spark.hadoop.fs.s3a.secret.key`), SQL result tables with a password or token column (psql and mysql box
#          drawing), pandas `df.head()` output.
# Label decisions, made before any run:
#   - A literal value beside a name that says it is a password, a network's key, a token or a secret key (in the
#     carrier's syntax or language) is a credential_leak; the value is the secret. A sentence in any language that says
#     what a password was changed or set to gives it. A value on the line right after a label that ends with a colon
#     is that label's value. A value in a column whose header names a password or a token is that row's secret.
#   - A label without a value, a sentence that says a password was changed without saying to what, a placeholder
#     (`********`, `<password>`, `changeme`, `xxxx`), a reference (`${SECRET}`, `{{ env_var('…') }}`,
#     `Variable.get(…)`, `os.environ[…]`, `dbutils.secrets.get(…)`), a hash (bcrypt, argon2, sha256), a policy, a UI
#     string, an i18n file, a schema (`password VARCHAR(255)`), a redis.conf with `requirepass` commented out or the
#     documented `foobared`, an aligned table of settings whose values are not secrets, a form input bound to a
#     variable (`value={password}`, `v-model="password"`, `[value]="password"`) are benign.
#   - A value is a secret only when it reads as one: letters and digits mixed (generated), not a word of the language.
# Deterministic (seeded). Run: python3 test/corpus-content/generate52.py
import functools, json
json.dumps = functools.partial(json.dumps, ensure_ascii=False)
from corpuslib import Corpus
corpus = Corpus(20261252)
r = corpus.r
mixed = corpus.mixed


def pw(n=None):
    """A password as people and generators make them: mixed cases and digits, sometimes a sign."""
    s = mixed(n or r.randint(10, 16))
    if r.random() < 0.5:
        i = r.randint(1, len(s) - 2)
        s = s[:i] + r.choice('!#%*+@^~') + s[i + 1:]
    return s


def tok(prefix, n):
    return prefix + mixed(n)


TEXT = [
    lambda t: t,
    lambda t: 'From: helpdesk@meadery.example\nTo: o.nyberg@meadery.example\nSubject: Re: access\n\n' + t + '\n\nRegards,\nHelpdesk\n',
    lambda t: 'Ticket IT-40912 (Access)\nPriority: P3\n\nComment by L. Dvořák:\n' + t + '\n',
    lambda t: '[10:41] eva: any news?\n[10:42] mira: ' + t + '\n[10:42] eva: thanks\n',
    lambda t: json.dumps({'messages': [{'user': 'U07QRS', 'text': t, 'ts': '1764761000.000100'}]}),
]
PLAIN = [lambda t: t]
FILE = [
    lambda t: t,
    lambda t: 'Result of read_file:\n' + t + '\n',
    lambda t: '```\n' + t + '\n```',
]


def add(kind, pairs, containers):
    corpus.containers = containers
    corpus.add(kind, ['credential_leak'], [t for t, _ in pairs], secrets=[s for _, s in pairs])


def benign(kind, texts, containers):
    corpus.containers = containers
    corpus.add(kind, [], texts)


# cr52a: verbs of change in thirteen languages and inflected names.
A = [pw() for _ in range(50)]
cr52a = [
    (f'Heslo bylo změněno na {A[0]}.', A[0]),
    (f'Heslo k Wi-Fi jsme změnili na {A[1]}', A[1]),
    (f'Přihlaste se heslem {A[2]} a pak si ho změňte.', A[2]),
    (f'Lösenordet har ändrats till {A[3]}.', A[3]),
    (f'Lösenordet är nu {A[4]}', A[4]),
    (f'Jag har bytt lösenordet till {A[5]}', A[5]),
    (f'Parola a fost schimbată în {A[6]}.', A[6]),
    (f'Parola a fost resetată la {A[7]}', A[7]),
    (f'Ο κωδικός άλλαξε σε {A[8]}', A[8]),
    (f'Ο κωδικός πρόσβασης έχει αλλάξει σε {A[9]}.', A[9]),
    (f'Пароль изменён на {A[10]}', A[10]),
    (f'Пароль был сброшен на {A[11]}.', A[11]),
    (f'Войдите с паролем {A[12]} и смените его.', A[12]),
    (f'비밀번호가 {A[13]}(으)로 변경되었습니다.', A[13]),
    (f'비밀번호를 {A[14]}로 바꿨어요', A[14]),
    (f'A jelszót erre változtattam: {A[15]}', A[15]),
    (f'A jelszavad mostantól {A[16]}', A[16]),
    (f'Az új jelszavad: {A[17]}', A[17]),
    (f'Salasana on vaihdettu: {A[18]}', A[18]),
    (f'Salasanasi on nyt {A[19]}', A[19]),
    (f'Salasanasi: {A[20]}', A[20]),
    (f'Mật khẩu đã được đổi thành {A[21]}', A[21]),
    (f'Mật khẩu đã đổi thành {A[22]} nhé.', A[22]),
    (f'Kata sandi telah diubah menjadi {A[23]}.', A[23]),
    (f'Kata sandi sudah diganti jadi {A[24]}', A[24]),
    (f'पासवर्ड बदलकर {A[25]} कर दिया गया है।', A[25]),
    (f'नया पासवर्ड अब {A[26]} है।', A[26]),
    (f'تم تغيير كلمة المرور إلى {A[27]}', A[27]),
    (f'أصبحت كلمة المرور {A[28]}', A[28]),
    (f'הסיסמה שונתה ל-{A[29]}', A[29]),
    (f'הסיסמה עכשיו {A[30]}', A[30]),
    (f'Zaloguj się hasłem {A[31]}, a potem je zmień.', A[31]),
    (f'Пароль поменяли на {A[32]}', A[32]),
    (f'Heslo je nyní {A[33]}', A[33]),
    (f'Parola nouă a fost setată la {A[34]}', A[34]),
    (f'Lösenordet ändrades till {A[35]} i går.', A[35]),
]
add('cr52a', cr52a, TEXT)

# cr52b: a no-break space before a French colon, aligned values, next-line values in other languages, network keys.
B = [pw() for _ in range(50)]
cr52b = [
    (f'Mot de passe\u00a0: {B[0]}', B[0]),
    (f'Identifiant\u00a0: accueil\nMot de passe\u00a0: {B[1]}', B[1]),
    (f'Mot de passe provisoire\u202f: {B[2]}', B[2]),
    (f'Mdp\u00a0: {B[3]}', B[3]),
    (f'Clé WiFi\u00a0: {B[4]}', B[4]),
    (f'Username:      atelier\nPassword:      {B[5]}', B[5]),
    (f'Host:          nas.local\nUser:          backup\nPassword:      {B[6]}\nShare:         /volume1/bak', B[6]),
    (f'Login\tkiosk02\nPassword\t\t{B[7]}', B[7]),
    (f'Benutzer:      empfang\nPasswort:      {B[8]}', B[8]),
    (f'Server      10.4.2.8\nUser        admin\nPassword    {B[9]}', B[9]),
    (f'DB password:\t{B[10]}', B[10]),
    (f'Contraseña:      {B[11]}', B[11]),
    (f'Heslo:\n{B[12]}', B[12]),
    (f'Lösenord:\n{B[13]}', B[13]),
    (f'Пароль:\n{B[14]}', B[14]),
    (f'Salasana:\n{B[15]}', B[15]),
    (f'Jelszó:\n{B[16]}', B[16]),
    (f'Parolă:\n{B[17]}', B[17]),
    (f'Contraseña temporal:\n{B[18]}', B[18]),
    (f'Wachtwoord:\n\n{B[19]}', B[19]),
    (f'Passwort (temporär):\n{B[20]}', B[20]),
    (f'Kata sandi:\n{B[21]}', B[21]),
    (f'Wi-Fi passphrase: {B[22]}', B[22]),
    (f'WiFi code: {B[23]}', B[23]),
    (f'WLAN-Kennwort: {B[24]}', B[24]),
    (f'Wi-Fi passcode: {B[25]}', B[25]),
    (f'WPA3 passphrase: {B[26]}', B[26]),
    (f'Pre-shared key: {B[27]}', B[27]),
    (f'Mot de passe WiFi\u00a0: {B[28]}', B[28]),
    (f'Wifi-wachtwoord: {B[29]}', B[29]),
    (f'Guest network password: {B[30]}', B[30]),
    (f'SSID: Braille-Office\nPassphrase: {B[31]}', B[31]),
]
add('cr52b', cr52b, TEXT[:4])

# cr52c: component inputs, requirepass, CRM fields in Apex and XML.
C = [pw() for _ in range(50)]
cr52c = [
    (f'<Input type="password" defaultValue="{C[0]}" />', C[0]),
    (f'<TextField label="Password" type="password" value="{C[1]}" />', C[1]),
    (f'<input type="password" defaultValue="{C[2]}" name="pw" />', C[2]),
    (f'<PasswordInput value="{C[3]}" onChange={{setPw}} />', C[3]),
    (f'<el-input type="password" :value="\'{C[4]}\'" />', C[4]),
    (f'<v-text-field type="password" value="{C[5]}"></v-text-field>', C[5]),
    (f'<input type="password" [value]="\'{C[6]}\'">', C[6]),
    (f'<mat-form-field><input matInput type="password" value="{C[7]}"></mat-form-field>', C[7]),
    (f'redis-server --requirepass={C[8]}', C[8]),
    (f'redis-server --port 6380 --requirepass {C[9]} --appendonly yes', C[9]),
    (f'# redis.conf\nbind 127.0.0.1\nport 6379\nrequirepass {C[10]}\nmaxmemory 256mb', C[10]),
    (f'services:\n  cache:\n    image: redis:7\n    command: redis-server --requirepass {C[11]}\n', C[11]),
    (f'services:\n  redis:\n    image: redis:7-alpine\n    command: ["redis-server", "--requirepass", "{C[12]}"]\n', C[12]),
    (f'command: redis-server --appendonly yes --requirepass "{C[13]}"', C[13]),
    (f'masterauth {C[14]}\nrequirepass {C[14]}', C[14]),
    (f'redis-cli -a {C[15]} ping', C[15]),
    (f'CONFIG SET requirepass "{C[16]}"', C[16]),
    (f'Account a = [SELECT Id FROM Account LIMIT 1];\na.Portal_Password__c = \'{C[17]}\';\nupdate a;', C[17]),
    (f'Contact c = new Contact(LastName=\'Ilves\', Vendor_Password__c=\'{C[18]}\');', C[18]),
    (f'<records>\n  <Name>Ferry Co</Name>\n  <Portal_Password__c>{C[19]}</Portal_Password__c>\n</records>', C[19]),
    (f'<fields><fullName>Api_Password__c</fullName></fields>\n<Api_Password__c>{C[20]}</Api_Password__c>', C[20]),
    (f'sObject.put(\'Legacy_Password__c\', \'{C[21]}\');', C[21]),
    (f'<input type="password" value={{"{C[22]}"}} />', C[22]),
    (f'<b-form-input type="password" value="{C[23]}" />', C[23]),
    (f'<q-input type="password" model-value="{C[24]}" />', C[24]),
    (f'<ion-input type="password" value="{C[25]}"></ion-input>', C[25]),
    (f'docker run -d --name cache redis:7 redis-server --requirepass {C[26]}', C[26]),
    (f'REDIS_ARGS="--requirepass {C[27]}"', C[27]),
    (f'<Password__c>{C[28]}</Password__c>', C[28]),
    (f'insert new Vendor__c(Name=\'Slate\', SFTP_Password__c=\'{C[29]}\');', C[29]),
]
add('cr52c', cr52c, FILE)

# cr52d: warehouse connections, dbt profiles, Airflow connections.
D = [pw() for _ in range(60)]
TK = [mixed(40) for _ in range(10)]
cr52d = [
    (f'snowflake://etl_user:{D[0]}@xy12345.eu-central-1/ANALYTICS/PUBLIC?warehouse=TRANSFORM_WH', D[0]),
    (f'jdbc:snowflake://xy12345.snowflakecomputing.com/?user=etl&password={D[1]}&db=ANALYTICS', D[1]),
    (f'redshift+psycopg2://loader:{D[2]}@warehouse.abc123.eu-west-1.redshift.amazonaws.com:5439/dev', D[2]),
    (f'jdbc:redshift://warehouse.abc123.eu-west-1.redshift.amazonaws.com:5439/dev;UID=loader;PWD={D[3]}', D[3]),
    (f'Driver={{Amazon Redshift (x64)}};Server=rs.example.com;Database=dev;UID=bi;PWD={D[4]};Port=5439', D[4]),
    (f'databricks://token:{tok("dapi", 32)}@adb-1234567890.12.azuredatabricks.net?http_path=/sql/1.0/warehouses/ab12', None),
    (f'clickhouse://default:{D[5]}@ch.internal:8123/events', D[5]),
    (f'jdbc:clickhouse://ch.internal:8123/events?user=reader&password={D[6]}', D[6]),
    (f'Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:dw.database.windows.net,1433;Database=dw;Uid=etl;Pwd={D[7]};Encrypt=yes;', D[7]),
    (f'DSN=Snowflake;UID=analyst;PWD={D[8]};Warehouse=BI_WH', D[8]),
    (f'jdbc:postgresql://pg.internal:5432/analytics?user=dbt&password={D[9]}&ssl=true', D[9]),
    (f'jaffle_shop:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: xy12345\n      user: dbt_prod\n      password: {D[10]}\n      role: TRANSFORMER\n      database: ANALYTICS\n      warehouse: TRANSFORM_WH\n      schema: marts\n', D[10]),
    (f'default:\n  outputs:\n    dev:\n      type: postgres\n      host: localhost\n      user: dbt\n      pass: {D[11]}\n      port: 5432\n      dbname: analytics\n      schema: dbt_dev\n  target: dev\n', D[11]),
    (f'analytics:\n  outputs:\n    prod:\n      type: redshift\n      host: rs.example.com\n      user: dbt\n      password: "{D[12]}"\n      dbname: dev\n', D[12]),
    (f'lakehouse:\n  outputs:\n    prod:\n      type: databricks\n      host: adb-1234.azuredatabricks.net\n      http_path: /sql/1.0/warehouses/ab12\n      token: {tok("dapi", 32)}\n', None),
    (f'clickhouse_proj:\n  outputs:\n    dev:\n      type: clickhouse\n      host: ch.internal\n      user: default\n      password: {D[13]}\n', D[13]),
    (f'export AIRFLOW_CONN_WAREHOUSE=\'postgres://airflow:{D[14]}@pg.internal:5432/warehouse\'', D[14]),
    (f'AIRFLOW_CONN_SNOWFLAKE_DEFAULT=snowflake://etl:{D[15]}@/ANALYTICS/PUBLIC?account=xy12345&warehouse=WH', D[15]),
    (f'airflow connections add my_mysql --conn-uri \'mysql://reporter:{D[16]}@mysql.internal:3306/reports\'', D[16]),
    (f'airflow connections add s3_conn --conn-type aws --conn-login AKIAEXAMPLE --conn-password \'{D[17]}\'', D[17]),
    (f'AIRFLOW__DATABASE__SQL_ALCHEMY_CONN=postgresql+psycopg2://airflow:{D[18]}@postgres/airflow', D[18]),
    (f'      - AIRFLOW_CONN_REDSHIFT_DEFAULT=redshift://loader:{D[19]}@rs.example.com:5439/dev', D[19]),
    (json.dumps({'conn_id': 'warehouse', 'conn_type': 'postgres', 'host': 'pg.internal', 'login': 'airflow', 'password': D[20], 'port': 5432}), D[20]),
    (f'engine = create_engine("snowflake://analyst:{D[21]}@xy12345/ANALYTICS/PUBLIC?warehouse=BI_WH")', D[21]),
    (f'conn = snowflake.connector.connect(user="etl", password="{D[22]}", account="xy12345")', D[22]),
    (f'conn = redshift_connector.connect(host="rs.example.com", database="dev", user="bi", password="{D[23]}")', D[23]),
    (f'client = clickhouse_connect.get_client(host="ch.internal", username="default", password="{D[24]}")', D[24]),
    (f'from databricks import sql\nconn = sql.connect(server_hostname="adb-1.azuredatabricks.net", http_path="/sql/1.0/warehouses/ab", access_token="{tok("dapi", 32)}")', None),
    (f'spark.read.format("jdbc").option("url", "jdbc:postgresql://pg:5432/db").option("user", "etl").option("password", "{D[25]}").load()', D[25]),
    (f'[snowflake]\naccount = xy12345\nuser = analyst\npassword = {D[26]}\nwarehouse = BI_WH', D[26]),
    (f'Server=dw.example.com;Port=9000;Database=events;Uid=default;Pwd={D[27]};', D[27]),
    (f'superset set-database-uri -d analytics -u "postgresql://superset:{D[28]}@pg:5432/analytics"', D[28]),
    (f'metabase: MB_DB_CONNECTION_URI="postgres://metabase:{D[29]}@pg:5432/metabase"', D[29]),
    (f'trino --server https://trino.internal --user analyst --password {D[30]}', None),
    (f'bq query uses a service account; the JDBC string was jdbc:bigquery://https://www.googleapis.com/bigquery/v2:443;ProjectId=ana-prod;OAuthType=0;OAuthServiceAcctEmail=etl@ana-prod.iam.gserviceaccount.com;OAuthPvtKey={TK[0]}', TK[0]),
]
cr52d = [p for p in cr52d if p[1] is not None]
add('cr52d', cr52d, FILE)

# cr52e: notebooks, Spark conf, SQL result tables, pandas output.
E = [pw() for _ in range(60)]
T = [mixed(32) for _ in range(20)]


def nb(cells):
    return json.dumps({'cells': cells, 'metadata': {'kernelspec': {'name': 'python3'}}, 'nbformat': 4, 'nbformat_minor': 5}, indent=1)


def code(src, out=None):
    c = {'cell_type': 'code', 'execution_count': 3, 'metadata': {}, 'source': src.splitlines(keepends=True), 'outputs': []}
    if out is not None:
        c['outputs'] = [{'name': 'stdout', 'output_type': 'stream', 'text': out.splitlines(keepends=True)}]
    return c


cr52e = [
    (nb([code(f'import snowflake.connector\nconn = snowflake.connector.connect(\n    user="analyst",\n    password="{E[0]}",\n    account="xy12345",\n)')]), E[0]),
    (nb([code(f'API_KEY = "{T[0]}"\nresp = requests.get(URL, headers={{"x-api-key": API_KEY}})')]), T[0]),
    (nb([code('print(os.environ["DB_PASSWORD"])', f'{E[1]}\n')]), None),
    (nb([code('print(config)', f"{{'host': 'pg.internal', 'user': 'etl', 'password': '{E[2]}'}}\n")]), E[2]),
    (nb([code(f'engine = create_engine("postgresql://etl:{E[3]}@pg.internal/analytics")\ndf = pd.read_sql("select 1", engine)')]), E[3]),
    (nb([code('conn_str', None)]) .replace('"outputs": []', '"outputs": [{"data": {"text/plain": ["\'mysql://reporter:' + E[4] + '@db:3306/reports\'"]}, "execution_count": 4, "metadata": {}, "output_type": "execute_result"}]', 1), E[4]),
    (f'spark.hadoop.fs.s3a.access.key AKIA{corpus.rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)}\nspark.hadoop.fs.s3a.secret.key {T[1]}', T[1]),
    (f'spark = SparkSession.builder.config("spark.hadoop.fs.s3a.secret.key", "{T[2]}").getOrCreate()', T[2]),
    (f'spark.conf.set("fs.azure.account.key.datalake01.dfs.core.windows.net", "{T[3]}")', T[3]),
    (f'--conf spark.hadoop.fs.s3a.secret.key={T[4]} --conf spark.executor.memory=4g', T[4]),
    (f'spark.hadoop.fs.s3a.secret.key={T[5]}', T[5]),
    (f'sc._jsc.hadoopConfiguration().set("fs.s3a.secret.key", "{T[6]}")', T[6]),
    (f' id | username |   password\n----+----------+--------------\n  1 | admin    | {E[5]}\n  2 | report   | {E[6]}\n(2 rows)', [E[5], E[6]]),
    (f'+----+----------+------------------+\n| id | login    | password         |\n+----+----------+------------------+\n|  1 | kiosk    | {E[7]:<16} |\n+----+----------+------------------+\n1 row in set (0.00 sec)', E[7]),
    (f' user_id |               api_token\n---------+----------------------------------\n      17 | {T[7]}\n(1 row)', T[7]),
    (f'+---------+----------------------------------+\n| service | token                            |\n+---------+----------------------------------+\n| slack   | {T[8]} |\n+---------+----------------------------------+', T[8]),
    (f'analytics=> SELECT name, plain_password FROM legacy_users LIMIT 1;\n  name  | plain_password\n--------+----------------\n ilves  | {E[8]}\n(1 row)', E[8]),
    (f'>>> df.head()\n   id  username        password\n0   1     admin  {E[9]}\n1   2    report  {E[10]}', [E[9], E[10]]),
    (f'In [4]: users.head(2)\nOut[4]:\n  login      pwd\n0  etl   {E[11]}\n1  bi    {E[12]}', [E[11], E[12]]),
    (f'   service                         api_key\n0    stripe  {tok("sk_live_", 24)}', None),
    (nb([code('df = pd.read_sql("select login, password from svc_accounts", engine)\ndf.head()', f'   login      password\n0  loader  {E[13]}\n')]), E[13]),
    (f'+----------+--------------+\n| Variable | Value        |\n+----------+--------------+\n| password | {E[14]:<12} |\n+----------+--------------+', E[14]),
    (nb([code(f'os.environ["SNOWFLAKE_PASSWORD"] = "{E[15]}"')]), E[15]),
    (nb([code(f'%env DB_PASSWORD={E[16]}')]), E[16]),
    (nb([code(f'dbutils.widgets.text("password", "{E[17]}")')]), E[17]),
    (f'spark.hadoop.fs.s3a.secret.key   {T[9]}\nspark.hadoop.fs.s3a.endpoint     s3.eu-west-1.amazonaws.com', T[9]),
    (f'| id | email              | password   |\n|----|--------------------|------------|\n| 1  | o.nyberg@example   | {E[18]} |', E[18]),
    (f'{{"rows": [{{"id": 1, "user": "etl", "password": "{E[19]}"}}], "rowcount": 1}}', E[19]),
    (nb([code('print(f"connecting with {password}")', f'connecting with {E[20]}\n')]), None),
    (f'  user   | token\n----------+------------------------------------------\n ci-bot   | {tok("glpat-", 20)}\n', None),
]
cr52e = [p for p in cr52e if p[1] is not None]
add('cr52e', cr52e, PLAIN)

# ok52a: the thirteen languages' verbs and inflected names without a value.
ok52a = [
    'Heslo bylo změněno na žádost uživatele.',
    'Heslo jsme změnili na delší.',
    'Přihlaste se heslem, které jste dostali poštou.',
    'Lösenordet har ändrats till ett starkare.',
    'Lösenordet är nu minst tolv tecken.',
    'Jag har bytt lösenordet till det nya formatet.',
    'Parola a fost schimbată în urma incidentului.',
    'Parola a fost resetată la cererea dumneavoastră.',
    'Ο κωδικός άλλαξε σε όλους τους λογαριασμούς.',
    'Ο κωδικός πρόσβασης έχει αλλάξει σήμερα.',
    'Пароль изменён на более надёжный.',
    'Пароль был сброшен на значение по умолчанию.',
    'Войдите с паролем из письма.',
    '비밀번호가 변경되었습니다. 다시 로그인하세요.',
    '비밀번호를 새로 바꿨어요',
    'A jelszót erre változtattam: lásd a széfet',
    'A jelszavad mostantól 90 napig érvényes.',
    'Az új jelszavad: ********',
    'Salasana on vaihdettu onnistuneesti.',
    'Salasanasi on nyt vaihdettu.',
    'Salasanasi: (lähetetään tekstiviestillä)',
    'Mật khẩu đã được đổi thành công.',
    'Mật khẩu đã đổi thành mật khẩu mới.',
    'Kata sandi telah diubah menjadi lebih kuat.',
    'Kata sandi sudah diganti jadi yang baru.',
    'पासवर्ड बदलकर नया कर दिया गया है।',
    'नया पासवर्ड अब ईमेल से भेजा जाएगा।',
    'تم تغيير كلمة المرور إلى كلمة أقوى',
    'أصبحت كلمة المرور إلزامية',
    'הסיסמה שונתה בהצלחה',
    'הסיסמה עכשיו חובה',
    'Zaloguj się hasłem z wiadomości SMS.',
    'Пароль поменяли на прошлой неделе.',
    'Heslo je nyní povinné.',
    'Parola nouă a fost setată la cererea ta.',
    'Lösenordet ändrades till ${NEW_PASSWORD} av skriptet.',
    'Heslo bylo změněno na ********.',
    'Пароль изменён на <новый пароль>.',
    'Salasanasi on nyt vahva.',
    'A jelszavad: lásd a levelet',
    'Mật khẩu đã được đổi thành P@ssw0rd-dạng-mẫu? Không, xem két.',
    'Kata sandi minimal 12 karakter dan harus diubah setiap 90 hari.',
    json.dumps({'password_changed': 'Heslo bylo změněno', 'password_reset': 'Heslo bylo obnoveno'}),
    json.dumps({'password_changed': 'Пароль изменён', 'login_with_password': 'Войти с паролем'}),
    json.dumps({'password_changed': 'Salasana vaihdettu', 'your_password': 'Salasanasi'}),
    json.dumps({'password_changed': '비밀번호가 변경되었습니다', 'new_password': '새 비밀번호'}),
    json.dumps({'changed': 'Kata sandi telah diubah', 'new': 'Kata sandi baru'}),
    json.dumps({'changed': 'הסיסמה שונתה', 'new': 'סיסמה חדשה'}),
    json.dumps({'changed': 'تم تغيير كلمة المرور', 'new': 'كلمة مرور جديدة'}),
    json.dumps({'changed': 'पासवर्ड बदल दिया गया', 'new': 'नया पासवर्ड'}),
    json.dumps({'changed': 'Ο κωδικός άλλαξε', 'new': 'Νέος κωδικός'}),
    json.dumps({'changed': 'Parola a fost schimbată', 'new': 'Parolă nouă'}),
    json.dumps({'changed': 'A jelszó megváltozott', 'yours': 'A jelszavad'}),
    json.dumps({'changed': 'Lösenordet har ändrats', 'new': 'Nytt lösenord'}),
    json.dumps({'changed': 'Mật khẩu đã được đổi', 'new': 'Mật khẩu mới'}),
    json.dumps({'login_with': 'Zaloguj się hasłem', 'changed': 'Hasło zostało zmienione'}),
]
benign('ok52a', ok52a, TEXT)

# ok52b: French labels with a no-break space and no value, aligned settings, labels over placeholders, network names.
ok52b = [
    'Mot de passe\u00a0: ********',
    'Mot de passe\u00a0: (envoyé séparément)',
    'Mot de passe oublié\u00a0? Cliquez ici.',
    'Mot de passe\u202f: voir le coffre',
    'Clé WiFi\u00a0: demandez à l\'accueil',
    'Mdp\u00a0: le même que d\'habitude',
    'Identifiant\u00a0: accueil\nMot de passe\u00a0: <à définir>',
    'Host:          nas.local\nUser:          backup\nPassword:      (in 1Password)\nShare:         /volume1/bak',
    'Timeout:       30s\nRetries:       5\nMode:          Active\nVersion:       4.2.1b7',
    'Password:      ********\nExpires:       2027-01-31',
    'Name          Value\nmax_conn      200\nwork_mem      64MB\nshared_bufs   2GB\nwal_level     replica',
    'Login\tkiosk02\nPassword\t\t<set on first use>',
    'Server      10.4.2.8\nUser        admin\nPassword    see vault entry OPS-17',
    'Setting         Value\ncompression     zstd\nblock_size      128KiB\nchecksum        xxh3-128',
    'Passwort:      wird separat zugestellt',
    'Contraseña:      ver gestor de contraseñas',
    'Password policy:    12+ chars, 1 digit\nPassword expiry:    90 days\nPassword history:   5',
    'Heslo:\n(pošleme SMS)',
    'Lösenord:\n********',
    'Пароль:\nсм. хранилище',
    'Salasana:\nlähetetään erikseen',
    'Jelszó:\n<később>',
    'Parolă:\n—',
    'Kata sandi:\nlihat brankas',
    'Wachtwoord:\n\nzie kluis',
    'Wi-Fi passphrase: printed on the router label',
    'WiFi code: ask the front desk',
    'WLAN-Kennwort: steht auf der Rückseite',
    'Wi-Fi passcode: changes daily, see the board',
    'WPA3 passphrase: must be 8-63 characters',
    'Pre-shared key: not used (802.1X)',
    'Guest network password: none (captive portal)',
    'SSID: Braille-Office\nPassphrase: (staff only)',
    'Security type:   WPA2-Personal\nEncryption:      AES-CCMP\nBand:            5 GHz',
    'Mot de passe WiFi\u00a0: affiché en salle de pause',
    'Column        Type          Nullable\nid            bigint        no\npassword      varchar(255)  no\ncreated_at    timestamptz   no',
]
benign('ok52b', ok52b, TEXT[:4])

# ok52c: component inputs bound to variables, redis.conf without a password, CRM fields read, not set.
ok52c = [
    '<Input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />',
    '<TextField label="Password" type="password" value={form.password} />',
    '<input type="password" defaultValue="" name="pw" />',
    '<PasswordInput value={pw} onChange={setPw} placeholder="Password" />',
    '<el-input type="password" v-model="form.password" show-password />',
    '<v-text-field type="password" :value="password" label="Password"></v-text-field>',
    '<input type="password" [value]="password" (input)="onPw($event)">',
    '<input matInput type="password" formControlName="password" placeholder="Password">',
    '<input type="password" value="********" disabled>',
    '<Input type="password" defaultValue="{{password}}" />',
    '<q-input type="password" :model-value="password" />',
    '# requirepass foobared\nbind 127.0.0.1\nport 6379',
    '# If the master is password protected (using the "requirepass" configuration\n# directive below) it is possible to tell the replica to authenticate.\n#\n# masterauth <master-password>',
    '# requirepass foobared',
    'requirepass foobared',
    'command: redis-server --requirepass ${REDIS_PASSWORD}',
    'command: ["redis-server", "--requirepass", "$REDIS_PASSWORD"]',
    'redis-server --requirepass "$(cat /run/secrets/redis_pw)"',
    'redis-cli -a "$REDIS_PASSWORD" ping',
    'CONFIG SET requirepass ""',
    'Use --requirepass <password> to enable AUTH.',
    'requirepass is not set; protected-mode is on.',
    'Warning: Using a password with \'-a\' or \'-u\' option on the command line interface may not be safe.',
    'a.Portal_Password__c = passwordService.generate();',
    'String pw = c.Vendor_Password__c;',
    '<fields>\n  <fullName>Portal_Password__c</fullName>\n  <label>Portal Password</label>\n  <type>EncryptedText</type>\n  <maskType>all</maskType>\n</fields>',
    '<Portal_Password__c></Portal_Password__c>',
    '<Portal_Password__c>********</Portal_Password__c>',
    'SELECT Id, Name FROM Account WHERE Portal_Password__c = null',
    'sObject.put(\'Legacy_Password__c\', newPw);',
    '<input type="password" value={"" } />',
    'REDIS_ARGS="--requirepass ${REDIS_PASSWORD}"',
    '<b-form-input type="password" v-model="pw" />',
    '<ion-input type="password" [(ngModel)]="password"></ion-input>',
    'masterauth <master-password>\nrequirepass <password>',
]
benign('ok52c', ok52c, FILE)

# ok52d: warehouse connections and dbt/Airflow configuration with references, no values.
ok52d = [
    'snowflake://etl_user:${SNOWFLAKE_PASSWORD}@xy12345.eu-central-1/ANALYTICS/PUBLIC?warehouse=TRANSFORM_WH',
    'jdbc:snowflake://xy12345.snowflakecomputing.com/?user=etl&authenticator=externalbrowser&db=ANALYTICS',
    'redshift+psycopg2://loader@warehouse.abc123.eu-west-1.redshift.amazonaws.com:5439/dev',
    'jdbc:redshift:iam://warehouse.abc123.eu-west-1.redshift.amazonaws.com:5439/dev;DbUser=loader;AutoCreate=true',
    'Driver={Amazon Redshift (x64)};Server=rs.example.com;Database=dev;UID=bi;PWD=<password>;Port=5439',
    'clickhouse://default:@ch.internal:8123/events',
    'jdbc:clickhouse://ch.internal:8123/events?user=reader&password=',
    'Driver={ODBC Driver 18 for SQL Server};Server=tcp:dw.database.windows.net,1433;Database=dw;Authentication=ActiveDirectoryMsi;Encrypt=yes;',
    'DSN=Snowflake;UID=analyst;PWD=********;Warehouse=BI_WH',
    'jdbc:postgresql://pg.internal:5432/analytics?user=dbt&password=${DBT_PASSWORD}&ssl=true',
    "jaffle_shop:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n      account: xy12345\n      user: dbt_prod\n      password: \"{{ env_var('DBT_PASSWORD') }}\"\n      role: TRANSFORMER\n      database: ANALYTICS\n",
    "default:\n  outputs:\n    dev:\n      type: postgres\n      host: localhost\n      user: dbt\n      pass: \"{{ env_var('DBT_PG_PASS') }}\"\n      port: 5432\n",
    'analytics:\n  outputs:\n    prod:\n      type: snowflake\n      authenticator: externalbrowser\n      user: o.nyberg@meadery.example\n',
    "lakehouse:\n  outputs:\n    prod:\n      type: databricks\n      token: \"{{ env_var('DATABRICKS_TOKEN') }}\"\n",
    'clickhouse_proj:\n  outputs:\n    dev:\n      type: clickhouse\n      host: ch.internal\n      user: default\n      password: ""\n',
    "export AIRFLOW_CONN_WAREHOUSE='postgres://airflow:${PG_PASSWORD}@pg.internal:5432/warehouse'",
    'AIRFLOW_CONN_SNOWFLAKE_DEFAULT=snowflake://etl:@/ANALYTICS/PUBLIC?account=xy12345&authenticator=oauth',
    "airflow connections add my_mysql --conn-uri \"mysql://reporter:$(vault kv get -field=pw secret/mysql)@mysql.internal:3306/reports\"",
    "airflow connections add s3_conn --conn-type aws --conn-extra '{\"role_arn\": \"arn:aws:iam::123456789012:role/etl\"}'",
    'AIRFLOW__DATABASE__SQL_ALCHEMY_CONN_CMD=cat /run/secrets/sql_alchemy_conn',
    "pw = Variable.get('warehouse_password')\nconn = BaseHook.get_connection('warehouse')\npassword = conn.password",
    json.dumps({'conn_id': 'warehouse', 'conn_type': 'postgres', 'host': 'pg.internal', 'login': 'airflow', 'password': '***', 'port': 5432}),
    'engine = create_engine(f"snowflake://analyst:{quote(password)}@xy12345/ANALYTICS/PUBLIC?warehouse=BI_WH")',
    'conn = snowflake.connector.connect(user="etl", password=os.environ["SNOWFLAKE_PASSWORD"], account="xy12345")',
    'conn = redshift_connector.connect(host="rs.example.com", database="dev", user="bi", password=get_secret("rs/bi"))',
    'client = clickhouse_connect.get_client(host="ch.internal", username="default", password=settings.CH_PASSWORD)',
    'spark.read.format("jdbc").option("url", url).option("user", "etl").option("password", dbutils.secrets.get("kv", "pg-pw")).load()',
    '[snowflake]\naccount = xy12345\nuser = analyst\nauthenticator = externalbrowser\nwarehouse = BI_WH',
    '[connections.dev]\naccount = "xy12345"\nuser = "analyst"\npassword = "${SNOWSQL_PWD}"',
    'Server=dw.example.com;Port=9000;Database=events;Uid=default;Pwd=;',
    'superset set-database-uri -d analytics -u "postgresql://superset:XXXXXXXXXX@pg:5432/analytics"',
    'MB_DB_CONNECTION_URI="postgres://metabase:${MB_DB_PASS}@pg:5432/metabase"',
    'The password field of a Snowflake connection may be left empty when key-pair authentication is used.',
    'jdbc:bigquery://https://www.googleapis.com/bigquery/v2:443;ProjectId=ana-prod;OAuthType=3',
    'dbt debug\n  profiles.yml file [OK found and valid]\n  Connection:\n    account: xy12345\n    user: dbt_prod\n    database: ANALYTICS\n    warehouse: TRANSFORM_WH\n    role: TRANSFORMER\n  Connection test: [OK connection ok]',
    'snowflake://<user>:<password>@<account_identifier>/<database_name>/<schema_name>?warehouse=<warehouse_name>',
    'postgres://user:password@host:5432/dbname',
]
benign('ok52d', ok52d, FILE)

# ok52e: notebooks reading secrets by name, Spark conf with providers, hashes in SQL tables, pandas output without secrets.
H = ['$2b$12$' + corpus.rs('./' + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 53) for _ in range(6)]
AR = ['$argon2id$v=19$m=65536,t=3,p=4$' + corpus.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 22) + '$' + corpus.rs('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 43) for _ in range(4)]
SHA = [corpus.rs('0123456789abcdef', 64) for _ in range(4)]
ok52e = [
    nb([code('import os\nconn = snowflake.connector.connect(\n    user="analyst",\n    password=os.environ["SNOWFLAKE_PASSWORD"],\n    account="xy12345",\n)')]),
    nb([code('API_KEY = dbutils.secrets.get(scope="kv", key="partner-api")\nresp = requests.get(URL, headers={"x-api-key": API_KEY})')]),
    nb([code('print(os.environ.get("DB_PASSWORD") is not None)', 'True\n')]),
    nb([code('print(config)', "{'host': 'pg.internal', 'user': 'etl', 'password': '[REDACTED]'}\n")]),
    nb([code('engine = create_engine(URL.create("postgresql", username="etl", password=getpass(), host="pg.internal"))')]),
    nb([code('password = getpass.getpass("Password: ")', 'Password: ········\n')]),
    'spark.hadoop.fs.s3a.aws.credentials.provider com.amazonaws.auth.InstanceProfileCredentialsProvider\nspark.hadoop.fs.s3a.endpoint s3.eu-west-1.amazonaws.com',
    'spark = SparkSession.builder.config("spark.hadoop.fs.s3a.secret.key", os.environ["AWS_SECRET_ACCESS_KEY"]).getOrCreate()',
    'spark.conf.set("fs.azure.account.key.datalake01.dfs.core.windows.net", dbutils.secrets.get("kv", "adls-key"))',
    '--conf spark.hadoop.fs.s3a.secret.key=${AWS_SECRET_ACCESS_KEY} --conf spark.executor.memory=4g',
    'spark.hadoop.fs.s3a.secret.key={{secrets/aws/secret_key}}',
    'sc._jsc.hadoopConfiguration().set("fs.s3a.secret.key", secret_key)',
    f' id | username |                        password_hash\n----+----------+--------------------------------------------------------------\n  1 | admin    | {H[0]}\n  2 | report   | {H[1]}\n(2 rows)',
    f'+----+----------+--------------------------------------------------------------+\n| id | login    | password_hash                                                |\n+----+----------+--------------------------------------------------------------+\n|  1 | kiosk    | {H[2]} |\n+----+----------+--------------------------------------------------------------+\n1 row in set (0.00 sec)',
    f' user_id |                          token_sha256\n---------+------------------------------------------------------------------\n      17 | {SHA[0]}\n(1 row)',
    f' id | email            | password\n----+------------------+-----------------------------------------------------------------------------------------------\n  1 | o.nyberg@example | {AR[0]}\n(1 row)',
    ' id | username | password\n----+----------+----------\n  1 | admin    | ********\n  2 | report   | ********\n(2 rows)',
    '+----+----------+----------+\n| id | login    | password |\n+----+----------+----------+\n|  1 | kiosk    | NULL     |\n+----+----------+----------+',
    '   id  username  password_set\n0   1     admin          True\n1   2    report         False',
    f'>>> df.head()\n   id  username                                      password_hash\n0   1     admin  {H[3][:40]}...\n1   2    report  {H[4][:40]}...',
    'In [4]: users.head(2)\nOut[4]:\n  login  last_login  mfa\n0  etl   2026-11-30  True\n1  bi    2026-12-01  False',
    '   column_name  data_type  is_nullable\n0  id         bigint     NO\n1  password   text       NO\n2  token      text       YES',
    'CREATE TABLE users (\n  id bigserial PRIMARY KEY,\n  username text NOT NULL,\n  password_hash text NOT NULL,\n  api_token_hash bytea\n);',
    'analytics=> \\d legacy_users\n     Column     |  Type   | Nullable\n----------------+---------+----------\n name           | text    | not null\n plain_password | text    |\n',
    ' setting              | value\n----------------------+----------\n password_encryption  | scram-sha-256\n ssl                  | on\n max_connections      | 200\n(3 rows)',
    '+--------------------------+---------------------+\n| Variable_name            | Value               |\n+--------------------------+---------------------+\n| default_password_lifetime| 0                   |\n| validate_password.length | 12                  |\n+--------------------------+---------------------+',
    nb([code('%env DB_PASSWORD=')]),
    nb([code('dbutils.widgets.text("password", "")')]),
    nb([code('df.describe()', '       amount\ncount  120.0\nmean    41.2\n')]),
    f'{{"rows": [{{"id": 1, "user": "etl", "password_hash": "{H[5]}"}}], "rowcount": 1}}',
    'spark.hadoop.fs.s3a.secret.key   <your-secret-key>\nspark.hadoop.fs.s3a.endpoint     s3.eu-west-1.amazonaws.com',
    '| id | email              | password   |\n|----|--------------------|------------|\n| 1  | o.nyberg@example   | (hashed)   |',
    f' token_id |  token_prefix  | created_at\n----------+----------------+------------\n        9 | glpat-****     | 2026-11-02\n(1 row)',
    nb([code('print("password" in df.columns)', 'True\n')]),
    f'   user  token_hash\n0  etl   {SHA[1][:32]}\n1  bi    {SHA[2][:32]}',
    'AUTH_TOKEN column dropped in migration 0042; see ADR-0042.',
]
benign('ok52e', ok52e, PLAIN)

corpus.write('cases-52')
