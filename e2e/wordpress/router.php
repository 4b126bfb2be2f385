<?php
// PHP's built-in server in front of Debian's WordPress: files are served as they are, uploads from
// the test content directory, everything else goes to index.php like Apache's rewrite rules would.
$_SERVER['WORDPRESS_CONFIG'] = getenv('WP_E2E_CONFIG');
// PHP's server logs nothing for routed requests; the blog benchmark counts them from this file.
if ($log = getenv('WP_E2E_REQUEST_LOG')) {
    file_put_contents($log, $_SERVER['REQUEST_METHOD'] . ' ' . $_SERVER['REQUEST_URI'] . "\n", FILE_APPEND | LOCK_EX);
}
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
$content = getenv('WP_E2E_CONTENT_DIR');
if (str_starts_with($path, '/wp-content/') && $content) {
    $file = realpath($content . substr($path, strlen('/wp-content')));
    if ($file && str_starts_with($file, realpath($content)) && is_file($file)) {
        $types = ['png' => 'image/png', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'webp' => 'image/webp', 'gif' => 'image/gif'];
        header('Content-Type: ' . ($types[strtolower(pathinfo($file, PATHINFO_EXTENSION))] ?? 'application/octet-stream'));
        readfile($file);
        return true;
    }
    http_response_code(404);
    return true;
}
if ($path !== '/' && is_file(__DIR__ . $path)) {
    return false;
}
if (is_file('/usr/share/wordpress' . $path) && !str_ends_with($path, '.php')) {
    return false;
}
if (str_ends_with($path, '.php') && is_file('/usr/share/wordpress' . $path)) {
    require '/usr/share/wordpress' . $path;
    return true;
}
require '/usr/share/wordpress/index.php';
