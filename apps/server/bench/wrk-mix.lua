-- A mix of requests for wrk (issue 31): the paths of the file named by WRK_PATHS_FILE (one per line, written by the
-- bench from a seeded generator), sent in turn; each thread starts at its own place in the list. The -H headers (the
-- session cookie) go with every request. The summary line is wrk-report.lua's.
local script_dir = debug.getinfo(1, 'S').source:match('^@(.*/)') or './'
dofile(script_dir .. 'wrk-report.lua')

local next_id = 0
function setup(thread)
  thread:set('id', next_id)
  next_id = next_id + 1
end

local paths = {}
local at = 0
function init(args)
  for line in io.lines(os.getenv('WRK_PATHS_FILE')) do
    if #line > 0 then paths[#paths + 1] = line end
  end
  at = (id or 0) * math.floor(#paths / 2)
end

function request()
  at = at % #paths + 1
  return wrk.format(nil, paths[at])
end
