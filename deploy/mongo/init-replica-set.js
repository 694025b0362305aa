/* global rs, db, sleep -- mongosh provides these to the scripts it runs */
// Run once by the mongo-init service (mongosh, as root on mongo-1): initiates the replica set
// rs0 and creates the API's user with readWrite on its database only. Every step checks what
// exists already, so running it again changes nothing.
const fs = require('fs');

const members = ['mongo-1:27017', 'mongo-2:27017', 'mongo-3:27017'];
try {
  rs.status();
} catch (error) {
  if (error.codeName !== 'NotYetInitialized') throw error;
  rs.initiate({ _id: 'rs0', members: members.map((host, _id) => ({ _id, host })) });
}

// Users can only be created on the primary.
for (let waited = 0; !db.hello().isWritablePrimary; waited += 1) {
  if (waited > 120) throw new Error('no primary after 120 s');
  sleep(1000);
}

const appDb = db.getSiblingDB(process.env.MONGO_DATABASE);
const user = process.env.MONGO_APP_USER;
const password = fs.readFileSync('/run/secrets/mongo_app_password', 'utf8').trim();
if (appDb.getUser(user)) {
  appDb.updateUser(user, { pwd: password });
} else {
  appDb.createUser({
    user,
    pwd: password,
    roles: [{ role: 'readWrite', db: process.env.MONGO_DATABASE }],
  });
}
print(`replica set rs0 ready; user ${user} on ${process.env.MONGO_DATABASE}`);
