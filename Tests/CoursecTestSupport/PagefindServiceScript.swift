/// A shell script that speaks Pagefind's service protocol (`pagefind_extended --service`:
/// base64 JSON frames, each followed by a comma) as coursec uses it, for the stand-ins
/// of Pagefind that tests run instead of it. `onFolder` runs when it is given a folder
/// of sources (in `$site`), `onWrite` when asked for the bundle's files, to write them
/// into `$out`, which it answers with. It reads only the JSON coursec writes (compact,
/// its keys in one order).
public enum PagefindServiceScript {
    public static func script(onFolder: String = ":", onWrite: String = ":") -> String {
        """
        #!/bin/bash
        set -eu
        answer() { printf '{"message_id":%s,"payload":%s}' "$1" "$2" | base64 -w0; printf ','; }
        field() { printf '%s' "$json" | sed -n "s/.*\\"$1\\":\\"\\{0,1\\}\\([^\\",}]*\\).*/\\1/p"; }
        while IFS= read -r -d , frame; do
            json=$(printf '%s' "$frame" | base64 -d)
            id=$(field message_id)
            case "$(field type)" in
                NewIndex) answer "$id" '{"type":"NewIndex","index_id":0}' ;;
                AddDir)
                    site=$(field path)
        \(onFolder)
                    answer "$id" '{"type":"IndexedDir","page_count":0}' ;;
                GetFiles)
                    out=$(mktemp -d)
        \(onWrite)
                    files=$(cd "$out" && find . -type f | sed 's|^\\./||' | while read -r name; do
                        printf '{"path":"%s","content":"%s"},' "$name" "$(base64 -w0 "$name")"; done)
                    rm -rf "$out"
                    answer "$id" "{\\"type\\":\\"GetFiles\\",\\"files\\":[${files%,}]}" ;;
                DeleteIndex) answer "$id" '{"type":"DeleteIndex"}' ;;
            esac
        done

        """
    }
}
